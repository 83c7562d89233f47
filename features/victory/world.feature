Feature: Winning the world
  The player who holds every territory on the board has won, and the game ends there.

  Background:
    Given a 3-player game
    And it is Red's turn in the attack phase
    And the board:
      | territory | owner | armies |
      | alaska    | Red   | 4      |
      | kamchatka | Blue  | 1      |

  @rule:victory.world
  Rule: Whoever conquers every territory wins, and nothing more can happen in the game

    @id:s8440d2
    Scenario: Conquering the last enemy territory wins the game
      Given every other territory belongs to Red
      And the dice will roll 6 6 6 against 1
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      And Red moves 3 armies in
      Then the game is won by Red
      And it is Red's turn in the game-over phase
      And Blue is eliminated
      And kamchatka belongs to Red with 3 armies

    @id:s0a3c4d
    Scenario: The game is won only once the territory is moved into
      Given every other territory belongs to Red
      And the dice will roll 6 6 6 against 1
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      Then the game is not over
      And it is Red's turn in the move-in phase

    @id:scc4bc4
    Scenario: One enemy territory left standing
      Given the board:
        | territory | owner | armies |
        | japan     | Green | 1      |
      And every other territory belongs to Red
      And the dice will roll 6 6 6 against 1
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      And Red moves 3 armies in
      Then the game is not over
      And it is Red's turn in the attack phase
      And japan belongs to Green with 1 army

    @id:s09fde3
    Scenario: The winner takes a large hand of cards but the game is over
      Given every other territory belongs to Red
      And Red holds the cards ural, siberia
      And Blue holds the cards japan, china, india, siam, peru
      And the dice will roll 6 6 6 against 1
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      And Red moves 3 armies in
      Then the game is won by Red
      And it is Red's turn in the game-over phase
      And Red holds 7 cards

    @id:sac6f6d
    Scenario Outline: Nothing can be done once the game is won
      Given every other territory belongs to Red
      And Red holds the cards ural, siberia, wild-1
      And the dice will roll 6 6 6 against 1
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      And Red moves 3 armies in
      And <action>
      Then the action is refused under rule victory.world with code game-over
      And the game is won by Red

      Examples:
        | action                                          |
        | Red attacks kamchatka from alaska with 1 die    |
        | Red ends the attack                             |
        | Red fortifies kamchatka from alaska with 1 army |
        | Red ends the turn                               |
        | Red places 1 army on alaska                     |
        | Red trades ural, siberia, wild-1                |
        | Red moves 1 army in                             |
