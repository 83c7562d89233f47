@ruleset:secret-mission
Feature: Dealing the missions and the territories
  In the Secret Mission game every player is dealt a secret mission, and the
  territories are dealt out instead of being claimed; setting up then goes on as in the
  classic game.

  @rule:missions.deal
  Rule: After the roll for the first turn, each player is dealt a different mission

    @id:s2484fe
    Scenario: The missions are dealt with the territories, one to each player
      Given a 4-player game of secret-mission
      When the players roll for the first turn rolling 3 6 2 1
      And the territories are dealt round from Blue, with the missions asia-africa, destroy-red, 24-territories, europe-australia-third
      Then Red's mission is asia-africa
      And Blue's mission is destroy-red
      And Green's mission is 24-territories
      And Yellow's mission is europe-australia-third
      And it is Blue's turn in the setup phase

    @id:s126ce8
    Scenario: Two players are never dealt the same mission
      Given a 4-player game of secret-mission
      When the players roll for the first turn rolling 3 6 2 1
      And the territories are dealt round from Blue, with the missions asia-africa, asia-africa, 24-territories, destroy-red
      Then the action is malformed

    @id:s40f484
    Scenario: Three players are dealt three different missions
      Given a 3-player game of secret-mission
      When the players roll for the first turn rolling 2 5 4
      And the territories are dealt round from Blue, with the missions destroy-red, 24-territories, destroy-red
      Then the action is malformed

  @rule:missions.deal-territories
  Rule: The territories are dealt out evenly; the first players in turn order take the rest

    @id:sdc4479
    Scenario: With four players, the first two in turn order hold 11 territories, the others 10
      Given a 4-player game of secret-mission
      When the players roll for the first turn rolling 3 6 2 1
      And the territories are dealt round from Blue, with the missions asia-africa, destroy-red, 24-territories, europe-australia-third
      Then Blue holds 11 territories with 1 army each
      And Green holds 11 territories with 1 army each
      And Yellow holds 10 territories with 1 army each
      And Red holds 10 territories with 1 army each
      And Blue has 19 armies to place
      And Red has 20 armies to place

    @id:s3f9e6f
    Scenario: A deal that gives the extra territories to the wrong players is malformed
      Given a 4-player game of secret-mission
      When the players roll for the first turn rolling 3 6 2 1
      And the territories are dealt round from Red, with the missions asia-africa, destroy-red, 24-territories, europe-australia-third
      Then the action is malformed

    @id:sc4e370
    Scenario: After the deal the players place their armies one at a time, as in the classic game
      Given a 3-player game of secret-mission
      When the players roll for the first turn rolling 2 5 4
      And the territories are dealt round from Blue, with the missions asia-africa, destroy-red, 24-territories
      And Blue places a setup army on alaska
      Then alaska belongs to Blue with 2 armies
      And Blue has 20 armies to place
      And it is Green's turn in the setup phase

    @rule:setup.place @id:seec80d
    Scenario: After the deal, an army on another player's territory is refused
      Given a 3-player game of secret-mission
      When the players roll for the first turn rolling 2 5 4
      And the territories are dealt round from Blue, with the missions asia-africa, destroy-red, 24-territories
      And Blue places a setup army on greenland
      Then the action is refused under rule setup.place with code setup-not-own

    @id:sbe75fa
    Scenario: The Secret Mission game is for three to six players
      When a game of secret-mission for 2 players is set up
      Then setting up is refused under rule setup.players with code player-count
