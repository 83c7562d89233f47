Feature: When sets are traded
  Sets are traded at the start of a turn, before the armies are placed. A player who
  starts a turn with five or more cards must trade before placing any army.

  Background:
    Given a 3-player game
    And it is Red's turn in the reinforce phase
    And the board:
      | territory     | owner | armies |
      | iceland       | Red   | 1      |
      | great-britain | Red   | 1      |
      | scandinavia   | Red   | 1      |
    And every other territory belongs to Blue
    And Red has 3 armies to place

  @rule:cards.forced-trade
  Rule: With five or more cards at the start of a turn, a set must be traded before placing

    @id:sda0053
    Scenario Outline: A full hand must trade before placing
      Given Red holds the cards <cards>
      When Red places 3 armies on iceland
      Then the action is refused under rule cards.forced-trade with code must-trade

      Examples:
        | cards                                                      |
        | alaska, venezuela, peru, greenland, alberta                |
        | alaska, venezuela, peru, greenland, alberta, wild-1        |

    @id:s6f0005
    Scenario Outline: A smaller hand may place without trading
      Given Red holds the cards <cards>
      When Red places 3 armies on iceland
      Then iceland has 4 armies
      And it is Red's turn in the attack phase
      And Red holds <held> cards

      Examples:
        | cards                                | held |
        | alaska, venezuela, peru              | 3    |
        | alaska, venezuela, peru, greenland   | 4    |

    @id:s7d8585
    Scenario: After the trade the armies are placed
      Given Red holds the cards alaska, venezuela, peru, greenland, alberta
      When Red trades alaska, venezuela, peru
      And Red places 7 armies on iceland
      Then iceland has 8 armies
      And Red holds the cards greenland, alberta
      And it is Red's turn in the attack phase

    @id:s0b2ded
    Scenario: A turn that starts with five cards
      Given it is Blue's turn in the fortify phase
      And every other territory belongs to Blue
      And Red holds the cards alaska, venezuela, peru, greenland, alberta
      When Blue ends the turn
      And Red places 3 armies on iceland
      Then the action is refused under rule cards.forced-trade with code must-trade

    @id:sd6a9b9
    Scenario: Six cards holding two sets: one set is enough
      Given Red holds the cards alaska, venezuela, peru, greenland, alberta, ontario
      When Red trades alaska, venezuela, peru
      And Red places 7 armies on iceland
      Then iceland has 8 armies
      And Red holds the cards greenland, alberta, ontario
      And it is Red's turn in the attack phase

    @id:s34a250
    Scenario: Six cards holding two sets: the second may be traded too
      Given Red holds the cards alaska, venezuela, peru, greenland, alberta, ontario
      When Red trades alaska, venezuela, peru
      And Red trades greenland, alberta, ontario
      Then Red has 13 armies to place
      And it is Red's turn in the reinforce phase

    @id:s9b43f1
    Scenario: A turn that starts with five cards, the set traded first
      Given it is Blue's turn in the fortify phase
      And every other territory belongs to Blue
      And Red holds the cards alaska, venezuela, peru, greenland, alberta
      When Blue ends the turn
      And Red trades alaska, venezuela, peru
      And Red places 7 armies on great-britain
      Then great-britain has 8 armies
      And it is Red's turn in the attack phase

  @rule:cards.trade-timing
  Rule: Sets are traded at the start of the turn, before the armies are placed

    @id:s9a3036
    Scenario Outline: Trading later in the turn
      Given it is Red's turn in the <phase> phase
      And every other territory belongs to Blue
      And Red holds the cards alaska, venezuela, peru
      When Red trades alaska, venezuela, peru
      Then the action is refused under rule cards.trade-timing with code trade-too-late

      Examples:
        | phase   |
        | attack  |
        | fortify |

    @id:sec411c
    Scenario: Trading after all the armies are placed
      Given Red holds the cards alaska, venezuela, peru
      When Red places 3 armies on iceland
      And Red trades alaska, venezuela, peru
      Then the action is refused under rule cards.trade-timing with code trade-too-late

    @id:scc6b2e
    Scenario: Trading after some of the armies are placed
      Given Red holds the cards alaska, venezuela, peru
      When Red places 1 army on iceland
      And Red trades alaska, venezuela, peru
      Then Red has 6 armies to place
      And it is Red's turn in the reinforce phase

    @id:s581931
    Scenario: Trading before placing
      Given Red holds the cards alaska, venezuela, peru
      When Red trades alaska, venezuela, peru
      Then Red has 7 armies to place
      And it is Red's turn in the reinforce phase
