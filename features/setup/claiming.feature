Feature: Claiming the territories
  Starting with the winner of the roll and going to the left, each player in turn puts
  one army on a territory nobody holds yet, until all 42 are claimed.

  @rule:setup.claim
  Rule: Players claim the unclaimed territories one at a time, in turn to the left

    @id:s1da491
    Scenario: The winner of the roll claims first, then the claiming passes to the left
      Given a 3-player game
      When the players roll for the first turn rolling 2 6 4
      And Blue claims alaska
      Then alaska belongs to Blue with 1 army
      And Blue has 34 armies to place
      And it is Green's turn in the claim phase
      When Green claims peru
      Then peru belongs to Green with 1 army
      And Green has 34 armies to place
      And it is Red's turn in the claim phase
      When Red claims japan
      Then japan belongs to Red with 1 army
      And it is Blue's turn in the claim phase

    @id:s21bb76
    Scenario: Claiming a territory another player holds
      Given a 3-player game
      And the board:
        | territory | owner | armies |
        | alaska    | Red   | 1      |
      And it is Blue's turn to claim, with only peru and japan unclaimed
      When Blue claims alaska
      Then the action is refused under rule setup.claim with code territory-taken

    @id:s8178e7
    Scenario: Claiming a territory one already holds
      Given a 3-player game
      And the board:
        | territory | owner | armies |
        | alaska    | Blue  | 1      |
      And it is Blue's turn to claim, with only peru and japan unclaimed
      When Blue claims alaska
      Then the action is refused under rule setup.claim with code territory-taken

    @id:sc7f70b
    Scenario Outline: At any number of players the claiming passes to the left
      Given a <players>-player game
      And it is <claimer>'s turn to claim, with only alaska, peru and japan unclaimed
      When <claimer> claims alaska
      Then alaska belongs to <claimer> with 1 army
      And it is <next>'s turn in the claim phase

      Examples:
        | players | claimer | next  |
        | 4       | Yellow  | Red   |
        | 5       | Black   | Red   |
        | 6       | Yellow  | Black |
