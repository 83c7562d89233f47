Feature: Winning the two-player game
  In the two-player game with the neutral, a player wins by eliminating the opponent,
  even if neutral territories are left. With the option two-player-victory set to
  all-territories, the general rule applies: the winner must hold every territory.

  @rule:two-player.victory
  Rule: Eliminating the opponent wins, even with neutral territories left

    @id:sbd37f0
    Scenario: Taking the opponent's last territory wins with neutral territories standing
      Given a 2-player game
      And it is Red's turn in the attack phase
      And the board:
        | territory | owner   | armies |
        | alaska    | Red     | 4      |
        | kamchatka | Blue    | 1      |
        | greenland | neutral | 2      |
        | iceland   | neutral | 1      |
      And every other territory belongs to Red
      And the dice will roll 6 5 4 against 2
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      And Red moves 3 armies in
      Then Blue is eliminated
      And the game is won by Red
      And kamchatka belongs to Red with 3 armies
      And greenland is neutral with 2 armies
      And iceland is neutral with 1 army

    @id:s7c4bf9
    Scenario: Blue wins by taking Red's last territory, the neutral still on the board
      Given a 2-player game
      And it is Blue's turn in the attack phase
      And the board:
        | territory | owner   | armies |
        | iceland   | Blue    | 3      |
        | greenland | Red     | 1      |
        | quebec    | neutral | 4      |
      And every other territory belongs to Blue
      And the dice will roll 5 2 against 4
      When Blue attacks greenland from iceland with 2 dice
      And Red defends with 1 die
      And Blue moves 2 armies in
      Then Red is eliminated
      And the game is won by Blue

    @id:s9af279
    Scenario: With the option all-territories the game goes on against the neutral
      Given a 2-player game with the option two-player-victory set to all-territories
      And it is Red's turn in the attack phase
      And the board:
        | territory | owner   | armies |
        | alaska    | Red     | 4      |
        | kamchatka | Blue    | 1      |
        | greenland | neutral | 2      |
      And every other territory belongs to Red
      And the dice will roll 6 5 4 against 2
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      And Red moves 3 armies in
      Then Blue is eliminated
      And the game is not over
      And greenland is neutral with 2 armies
      And it is Red's turn in the attack phase

    @id:s43fea3
    Scenario: With the option all-territories, taking the last territory wins
      Given a 2-player game with the option two-player-victory set to all-territories
      And it is Red's turn in the attack phase
      And the board:
        | territory | owner | armies |
        | alaska    | Red   | 4      |
        | kamchatka | Blue  | 1      |
      And every other territory belongs to Red
      And the dice will roll 6 5 4 against 2
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      And Red moves 3 armies in
      Then Blue is eliminated
      And the game is won by Red
