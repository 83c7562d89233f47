@ruleset:risiko
Feature: Setting up a game of Risiko!
  Risiko! is played by two to six players. Each is dealt a secret mission and the
  territories are dealt out, as in the Secret Mission game, and the first player to
  complete their mission wins. Two players add a neutral, as in the classic game.

  @rule:setup.players
  Rule: Risiko! is for two to six players

    @id:seb1730
    Scenario Outline: Allowed and refused numbers of players
      When a game of risiko for <players> players is set up
      Then setting up is refused under rule setup.players with code player-count

      Examples:
        | players |
        | 1       |
        | 7       |

  @rule:setup.players @rule:two-player.neutral
  Rule: Two players set up as in the classic two-player game, with a neutral

    @id:s6fd817
    Scenario: Two players and a neutral, 40 armies each
      When a game of risiko for 2 players is set up
      Then each player has 40 armies to place
      And the neutral has 40 armies to place

  @rule:setup.armies
  Rule: The starting armies are those of the classic game

    @id:s98babb
    Scenario Outline: The armies each player receives to set up
      When a game of risiko for <players> players is set up
      Then each player has <armies> armies to place

      Examples:
        | players | armies |
        | 3       | 35     |
        | 4       | 30     |
        | 5       | 25     |
        | 6       | 20     |

  @rule:missions.deal @rule:missions.deal-territories
  Rule: The missions and the territories are dealt after the roll for the first turn

    @id:s6b2b54
    Scenario: Five players: missions dealt, the first two in turn order hold 9 territories
      Given a 5-player game of risiko
      When the players roll for the first turn rolling 2 6 5 4 3
      And the territories are dealt round from Blue, with the missions asia-africa, destroy-red, 24-territories, europe-australia-third, north-america-africa
      Then Red's mission is asia-africa
      And Black's mission is north-america-africa
      And Blue holds 9 territories with 1 army each
      And Green holds 9 territories with 1 army each
      And Yellow holds 8 territories with 1 army each
      And Red holds 8 territories with 1 army each
      And Blue has 16 armies to place
      And it is Blue's turn in the setup phase

  @rule:missions.victory
  Rule: Completing the mission wins at once

    @id:s3894da
    Scenario: A mission completed by a conquest in the middle of the turn
      Given a 3-player game of risiko
      And Red's mission is asia-south-america
      And Red holds the whole of asia and nothing else
      And the board:
        | territory | owner | armies |
        | venezuela | Red   | 4      |
        | peru      | Red   | 1      |
        | argentina | Red   | 1      |
        | brazil    | Blue  | 1      |
      And it is Red's turn in the attack phase
      And the dice will roll 6 6 6 against 1
      When Red attacks brazil from venezuela with 3 dice
      And Blue defends with 1 die
      Then the game is not over
      When Red moves 3 armies in
      Then Red wins with the mission asia-south-america
