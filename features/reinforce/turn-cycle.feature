Feature: A round of turns
  The continents are counted when a turn begins, not when the player's previous turn
  ended: a continent lost during the other players' turns gives nothing.

  @rule:reinforce.continents
  Rule: Each whole continent held at the start of the turn adds its bonus

    @id:s6febd1
    Scenario: A continent lost during the opponent's turn no longer counts
      Given a 2-player game with the option two-player set to no-neutral
      And it is Red's turn in the fortify phase
      And the board:
        | territory         | owner | armies |
        | indonesia         | Red   | 1      |
        | new-guinea        | Red   | 1      |
        | western-australia | Red   | 1      |
        | eastern-australia | Red   | 1      |
        | siam              | Blue  | 1      |
      And every other territory belongs to Blue
      And the dice will roll 6 6 6 against 1
      And the next card drawn will be peru
      When Red ends the turn
      Then it is Blue's turn in the reinforce phase
      And Blue has 34 armies to place
      When Blue places 34 armies on siam
      And Blue attacks indonesia from siam with 3 dice
      And Red defends with 1 die
      And Blue moves 3 armies in
      And Blue ends the attack
      And Blue ends the turn
      Then it is Red's turn in the reinforce phase
      And Red has 3 armies to place

    @id:s82908f
    Scenario: Of two continents, only the one still held at the start of the turn counts
      Given a 2-player game with the option two-player set to no-neutral
      And it is Red's turn in the fortify phase
      And the board:
        | territory         | owner | armies |
        | venezuela         | Red   | 1      |
        | peru              | Red   | 1      |
        | brazil            | Red   | 1      |
        | argentina         | Red   | 1      |
        | indonesia         | Red   | 1      |
        | new-guinea        | Red   | 1      |
        | western-australia | Red   | 1      |
        | eastern-australia | Red   | 1      |
        | central-america   | Blue  | 1      |
      And every other territory belongs to Blue
      And the dice will roll 6 6 6 against 1
      And the next card drawn will be egypt
      When Red ends the turn
      And Blue places 31 armies on central-america
      And Blue attacks venezuela from central-america with 3 dice
      And Red defends with 1 die
      And Blue moves 3 armies in
      And Blue ends the attack
      And Blue ends the turn
      Then it is Red's turn in the reinforce phase
      And Red has 5 armies to place
