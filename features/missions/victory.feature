@ruleset:secret-mission
Feature: Winning by a mission
  The game ends the moment any player's mission is complete, whoever's turn it is.
  Conquering the world still wins as well.

  @rule:missions.victory
  Rule: The first player to complete their mission wins at once

    @id:s9d826f
    Scenario: A mission completed by a conquest ends the game in the middle of the turn
      Given a 3-player game of secret-mission
      And Red's mission is north-america-africa
      And Red holds the whole of north-america, africa and nothing else
      And the board:
        | territory   | owner | armies |
        | egypt       | Blue  | 1      |
        | middle-east | Red   | 4      |
      And it is Red's turn in the attack phase
      And the dice will roll 6 6 6 against 1
      When Red attacks egypt from middle-east with 3 dice
      And Blue defends with 1 die
      Then the game is not over
      When Red moves 3 armies in
      Then Red wins with the mission north-america-africa
      And it is Red's turn in the game-over phase
      When Red ends the attack
      Then the action is refused under rule victory.world with code game-over

    @id:s7c3601
    Scenario: Every player's mission is checked: Red wins in Green's turn
      Given a 3-player game of secret-mission
      And Red's mission is destroy-blue
      And the board:
        | territory | owner | armies |
        | alaska    | Green | 4      |
        | kamchatka | Blue  | 1      |
      And Red holds 24 other territories with 1 army each
      And every other territory belongs to Green
      And it is Green's turn in the attack phase
      And the dice will roll 6 6 6 against 1
      When Green attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      And Green moves 3 armies in
      Then Red wins with the mission 24-territories
      And it is Green's turn in the game-over phase
