Feature: Placing the remaining armies
  Once every territory is claimed, the players go on in turn to the left, each putting
  one more army on a territory of their own, until all have placed their armies. There
  is no limit to the armies on one territory. Then the player who placed the first army
  takes the first turn.

  @rule:setup.place
  Rule: After all territories are claimed, each player in turn places one army on a territory of their own

    @id:sc47030
    Scenario: The last claim starts the placing with the next player to the left
      Given a 3-player game
      And Red won the roll for the first turn
      And it is Green's turn to claim, with only alaska unclaimed
      When Green claims alaska
      Then alaska belongs to Green with 1 army
      And it is Red's turn in the setup phase

    @id:s7f104c
    Scenario Outline: At any number of players the last claim passes the placing to the left
      Given a <players>-player game
      And Red won the roll for the first turn
      And it is <last>'s turn to claim, with only alaska unclaimed
      When <last> claims alaska
      Then alaska belongs to <last> with 1 army
      And it is <next>'s turn in the setup phase

      Examples:
        | players | last | next  |
        | 4       | Blue | Green |
        | 5       | Blue | Green |
        | 6       | Pink | Red   |

    @id:s99ae7c
    Scenario: One army on a territory of one's own, then the next player places
      Given a 3-player game
      And the board:
        | territory | owner | armies |
        | alaska    | Blue  | 1      |
      And it is Blue's turn to place a setup army
      And Blue has 21 armies to place
      When Blue places a setup army on alaska
      Then alaska belongs to Blue with 2 armies
      And Blue has 20 armies to place
      And it is Green's turn in the setup phase

    @id:se45f4f
    Scenario: Placing a setup army on another player's territory
      Given a 3-player game
      And the board:
        | territory | owner | armies |
        | alaska    | Blue  | 1      |
        | kamchatka | Green | 1      |
      And it is Blue's turn to place a setup army
      When Blue places a setup army on kamchatka
      Then the action is refused under rule setup.place with code setup-not-own

    @rule:turn.sequence @id:s3c143e
    Scenario: Placing a setup army before every territory is claimed
      Given a 3-player game
      And the board:
        | territory | owner | armies |
        | kamchatka | Red   | 1      |
      And it is Red's turn to claim, with only alaska and peru unclaimed
      When Red places a setup army on kamchatka
      Then the action is refused under rule turn.sequence with code wrong-phase

    @rule:turn.sequence @id:sa5ac7f
    Scenario: Claiming a territory once every territory is claimed
      Given a 3-player game
      And it is Red's turn to place a setup army
      When Red claims alaska
      Then the action is refused under rule turn.sequence with code wrong-phase

  @rule:setup.stacking
  Rule: A territory may hold any number of armies

    @id:scb2017
    Scenario: A setup army on a territory that already holds many
      Given a 3-player game
      And the board:
        | territory | owner | armies |
        | alaska    | Red   | 20     |
      And it is Red's turn to place a setup army
      When Red places a setup army on alaska
      Then alaska belongs to Red with 21 armies

    @id:s21c96a
    Scenario Outline: At any number of players a setup army joins the armies already there
      Given a <players>-player game
      And the board:
        | territory | owner | armies |
        | alaska    | Red   | 10     |
      And it is Red's turn to place a setup army
      When Red places a setup army on alaska
      Then alaska belongs to Red with 11 armies

      Examples:
        | players |
        | 4       |
        | 5       |
        | 6       |

    @id:s78c17b
    Scenario: The last setup army on a territory that took all the others
      Given a 4-player game
      And the board:
        | territory | owner  | armies |
        | peru      | Yellow | 20     |
      And it is Yellow's turn to place a setup army
      When Yellow places a setup army on peru
      Then peru belongs to Yellow with 21 armies
      And Yellow has 0 armies to place

    @id:s21f89e
    Scenario: Every placing turn on the same territory
      Given a 3-player game
      And the board:
        | territory | owner | armies |
        | alaska    | Red   | 1      |
        | peru      | Blue  | 1      |
        | japan     | Green | 1      |
      And it is Red's turn to place a setup army
      When Red places a setup army on alaska
      And Blue places a setup army on peru
      And Green places a setup army on japan
      And Red places a setup army on alaska
      Then alaska belongs to Red with 3 armies
      And it is Blue's turn in the setup phase

  @rule:setup.first-turn
  Rule: The player who placed the first army takes the first turn

    @id:s078f9f
    Scenario: After the last setup army the winner of the roll begins with their reinforcements
      Given a 3-player game
      And Blue won the roll for the first turn
      And the board:
        | territory         | owner | armies |
        | indonesia         | Blue  | 3      |
        | new-guinea        | Blue  | 1      |
        | western-australia | Blue  | 1      |
        | eastern-australia | Blue  | 1      |
        | siam              | Red   | 1      |
      And it is Red's turn to place a setup army
      And Red has 1 army to place
      And Blue has 0 armies to place
      And Green has 0 armies to place
      When Red places a setup army on siam
      Then siam belongs to Red with 2 armies
      And it is Blue's turn in the reinforce phase
      And Blue has 6 armies to place

    @id:s3594b1
    Scenario: The first turn starts with the winner of the roll, not the next player
      Given a 4-player game
      And Green won the roll for the first turn
      And the board:
        | territory | owner | armies |
        | peru      | Blue  | 1      |
      And it is Blue's turn to place a setup army
      And Red has 0 armies to place
      And Blue has 1 army to place
      And Green has 0 armies to place
      And Yellow has 0 armies to place
      When Blue places a setup army on peru
      Then peru belongs to Blue with 2 armies
      And it is Green's turn in the reinforce phase
      And Green has 3 armies to place

    @id:s6fb907
    Scenario Outline: At any number of players the winner of the roll takes the first turn
      Given a <players>-player game
      And Blue won the roll for the first turn
      And the board:
        | territory | owner | armies |
        | alaska    | Red   | 1      |
      And it is Red's turn to place a setup army
      And Red has 1 army to place
      When Red places a setup army on alaska
      Then alaska belongs to Red with 2 armies
      And it is Blue's turn in the reinforce phase

      Examples:
        | players |
        | 4       |
        | 5       |
        | 6       |
