@ruleset:risiko
Feature: Setting up a game of Risiko!
  Risiko! is played by three to six players. Each is dealt a secret objective and the
  territories are dealt out, as in the Secret Mission game, and the first player to
  reach their objective wins.

  @rule:setup.players
  Rule: Risiko! is for three to six players

    @id:seb1730
    Scenario Outline: Allowed and refused numbers of players
      When a game of risiko for <players> players is set up
      Then setting up is refused under rule setup.players with code player-count

      Examples:
        | players |
        | 2       |
        | 7       |

  @rule:missions.deal @rule:missions.deal-territories
  Rule: The objectives and the territories are dealt after the roll for the first turn

    @id:s6b2b54
    Scenario: Five players: objectives dealt, the first two in turn order hold 9 territories
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
  Rule: Reaching the objective wins at once

    @id:s3894da
    Scenario: An objective reached by a conquest in the middle of the turn
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
