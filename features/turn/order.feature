Feature: The order of play
  When a player's turn ends, the next player to the left who is still in the game takes
  a turn, starting with their reinforcements.

  @rule:turn.order
  Rule: Play passes to the left, to the next player still in the game

    @id:s5f3e34
    Scenario Outline: The turn passes to the player on the left
      Given a 3-player game
      And it is <player>'s turn in the fortify phase
      When <player> ends the turn
      Then it is <next>'s turn in the reinforce phase
      And <next> has 4 armies to place

      Examples:
        | player | next  |
        | Red    | Blue  |
        | Blue   | Green |
        | Green  | Red   |

    @id:s7a26af
    Scenario: A player who is out of the game is passed over
      Given a 3-player game
      And it is Red's turn in the fortify phase
      And the board:
        | territory | owner | armies |
        | alaska    | Green | 1      |
      And every other territory belongs to Red
      And Blue is out of the game
      When Red ends the turn
      Then it is Green's turn in the reinforce phase
      And Green has 3 armies to place

    @id:s9fce1e
    Scenario: Play wraps round past players who are out of the game
      Given a 4-player game
      And it is Green's turn in the fortify phase
      And the board:
        | territory | owner | armies |
        | alaska    | Blue  | 1      |
      And every other territory belongs to Green
      And Red is out of the game
      And Yellow is out of the game
      When Green ends the turn
      Then it is Blue's turn in the reinforce phase
      And Blue has 3 armies to place

    @id:sfe41f9
    Scenario: A player knocked out during the turn is passed over
      Given a 3-player game
      And it is Red's turn in the attack phase
      And the board:
        | territory | owner | armies |
        | alaska    | Red   | 4      |
        | kamchatka | Blue  | 1      |
        | peru      | Green | 1      |
      And every other territory belongs to Red
      And the dice will roll 6 5 4 against 1
      And the next card drawn will be japan
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      And Red moves 3 armies in
      And Red ends the attack
      And Red ends the turn
      Then Blue is eliminated
      And Red holds the cards japan
      And it is Green's turn in the reinforce phase
      And Green has 3 armies to place
