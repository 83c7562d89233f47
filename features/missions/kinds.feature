@ruleset:secret-mission
Feature: The kinds of mission
  A mission names two continents to conquer (some add a third of the player's choice),
  a number of territories to occupy, or a colour to destroy.

  @rule:missions.kinds
  Rule: A mission is complete when the player holds what it names

    @id:sfbb7e1
    Scenario: Two named continents and a third of the player's choice
      Given a 3-player game of secret-mission
      And Red's mission is europe-australia-third
      And Red holds the whole of europe, australia, south-america and nothing else
      And the board:
        | territory | owner | armies |
        | brazil    | Red   | 4      |
        | venezuela | Blue  | 1      |
      And it is Red's turn in the attack phase
      And the dice will roll 6 against 1
      When Red attacks venezuela from brazil with 1 die
      And Blue defends with 1 die
      And Red moves 1 army in
      Then Red wins with the mission europe-australia-third

    @id:s46c116
    Scenario: The two named continents without a third are not enough
      Given a 3-player game of secret-mission
      And Red's mission is europe-australia-third
      And Red holds the whole of europe, australia and nothing else
      And it is Red's turn in the reinforce phase
      And Red has 3 armies to place
      When Red places 3 armies on iceland
      Then the game is not over

    @id:sea9c96
    Scenario: Europe and South America without a third continent are not enough
      Given a 3-player game of secret-mission
      And Red's mission is europe-south-america-third
      And Red holds the whole of europe, south-america and nothing else
      And it is Red's turn in the reinforce phase
      And Red has 3 armies to place
      When Red places 3 armies on iceland
      Then the game is not over

    @id:sc86812
    Scenario: Eighteen territories with two armies each, completed by placing the last army
      Given a 3-player game of secret-mission
      And Red's mission is 18-territories-2-armies
      And the board:
        | territory | owner | armies |
        | alaska    | Red   | 1      |
      And Red holds 17 other territories with 2 armies each
      And it is Red's turn in the reinforce phase
      And Red has 3 armies to place
      When Red places 1 army on alaska
      Then Red wins with the mission 18-territories-2-armies
      And it is Red's turn in the game-over phase

    @id:s9e367a
    Scenario: Seventeen territories with two armies each are not enough
      Given a 3-player game of secret-mission
      And Red's mission is 18-territories-2-armies
      And the board:
        | territory | owner | armies |
        | alaska    | Red   | 1      |
      And Red holds 17 other territories with 2 armies each
      And it is Red's turn in the reinforce phase
      And Red has 3 armies to place
      When Red places 1 army on northwest-territory
      Then the game is not over

    @id:sc01f95
    Scenario: Twenty-four territories, the last of them taken by a conquest
      Given a 3-player game of secret-mission
      And Red's mission is 24-territories
      And the board:
        | territory | owner | armies |
        | alaska    | Red   | 4      |
        | kamchatka | Blue  | 1      |
        | japan     | Blue  | 1      |
      And Red holds 22 other territories with 1 army each
      And every other territory belongs to Green
      And it is Red's turn in the attack phase
      And the dice will roll 6 6 6 against 1
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      And Red moves 3 armies in
      Then Red wins with the mission 24-territories
