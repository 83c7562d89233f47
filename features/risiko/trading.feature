@ruleset:risiko
Feature: Trading is never compulsory in Risiko!
  A Risiko! player trades a tris when they choose to, before attacking; no hand size
  forces a trade, not even after taking an eliminated player's cards.

  @rule:risiko.trading
  Rule: A tris is traded only by choice, whatever the number of cards held

    @id:s2a7058
    Scenario Outline: Placing armies while holding many cards
      Given a 3-player game of risiko
      And it is Red's turn in the reinforce phase
      And the board:
        | territory | owner | armies |
        | iceland   | Red   | 1      |
      And every other territory belongs to Blue
      And Red has 3 armies to place
      And Red holds the cards <cards>
      When Red places 3 armies on iceland
      Then iceland has 4 armies
      And it is Red's turn in the attack phase

      Examples:
        | cards                                                      | held  |
        | alaska, greenland, brazil, peru, ontario                   | five  |
        | alaska, greenland, brazil, peru, ontario, egypt, wild-1    | seven |

    @id:s83888f
    Scenario: The cards of an eliminated player join the hand, and the attack goes on
      Given a 3-player game of risiko
      And it is Red's turn in the attack phase
      And Red has 0 armies to place
      And the board:
        | territory | owner | armies |
        | alaska    | Red   | 4      |
        | kamchatka | Blue  | 1      |
      And every other territory belongs to Green
      And Red holds the cards greenland, alberta, ontario, peru
      And Blue holds the cards egypt, brazil, wild-1
      And the dice will roll 6 5 4 against 3
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      And Red moves 3 armies in
      Then Blue is eliminated
      And Red holds 7 cards
      And it is Red's turn in the attack phase

    @id:sa230ce
    Scenario: A tris may still be traded by choice before attacking
      Given a 3-player game of risiko
      And it is Red's turn in the reinforce phase
      And the board:
        | territory | owner | armies |
        | iceland   | Red   | 1      |
      And every other territory belongs to Blue
      And Red has 3 armies to place
      And Red holds the cards greenland, alberta, ontario, peru, egypt
      When Red trades greenland, alberta, ontario
      Then Red has 11 armies to place
      And Red holds the cards egypt, peru

    @id:s2d766b
    Scenario: A turn that starts with five cards begins without a trade
      Given a 3-player game of risiko
      And it is Green's turn in the fortify phase
      And the board:
        | territory | owner | armies |
        | iceland   | Red   | 1      |
        | egypt     | Green | 1      |
      And every other territory belongs to Blue
      And Red holds the cards alaska, greenland, brazil, peru, ontario
      When Green ends the turn
      And Red places 3 armies on iceland
      Then iceland has 4 armies
      And it is Red's turn in the attack phase
