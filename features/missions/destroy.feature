@ruleset:secret-mission
Feature: Destroying a colour
  A mission to destroy a colour is done by eliminating the player of that colour. If
  there is no such player, or it is the player's own colour, the mission is to occupy
  24 territories instead; what happens when someone else eliminates the colour is an
  option.

  @rule:missions.destroy
  Rule: Eliminate the colour yourself; otherwise occupy 24 territories

    @id:s10aac1
    Scenario: Eliminating the colour completes the mission at once, in the middle of the turn
      Given a 3-player game of secret-mission
      And Red's mission is destroy-blue
      And the board:
        | territory | owner | armies |
        | alaska    | Red   | 4      |
        | kamchatka | Blue  | 1      |
      And every other territory belongs to Green
      And it is Red's turn in the attack phase
      And the dice will roll 6 6 6 against 1
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      And Red moves 3 armies in
      Then Red wins with the mission destroy-blue
      And Blue is eliminated
      And it is Red's turn in the game-over phase

    @id:sa0e4d6
    Scenario: When another player eliminates the colour, the mission becomes 24 territories
      Given a 3-player game of secret-mission
      And Red's mission is destroy-blue
      And the board:
        | territory | owner | armies |
        | alaska    | Green | 4      |
        | kamchatka | Blue  | 1      |
        | peru      | Red   | 1      |
      And every other territory belongs to Green
      And it is Green's turn in the attack phase
      And the dice will roll 6 6 6 against 1
      When Green attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      And Green moves 3 armies in
      Then the game is not over
      And Blue is eliminated
      And Red's mission is 24-territories

    @id:se63680
    Scenario: With destroy-by-another=completes, another player's elimination of the colour completes it
      Given a 3-player game of secret-mission with the option destroy-by-another set to completes
      And Red's mission is destroy-blue
      And the board:
        | territory | owner | armies |
        | alaska    | Green | 4      |
        | kamchatka | Blue  | 1      |
        | peru      | Red   | 1      |
      And every other territory belongs to Green
      And it is Green's turn in the attack phase
      And the dice will roll 6 6 6 against 1
      When Green attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      And Green moves 3 armies in
      Then Red wins with the mission destroy-blue
      And it is Green's turn in the game-over phase

    @id:s7d6085
    Scenario Outline: A colour that is your own or not in the game means 24 territories
      Given a 3-player game of secret-mission
      And Red's mission is <mission>
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
      Then Red wins with the mission <mission>

      Examples:
        | mission      |
        | destroy-red  |
        | destroy-pink |
