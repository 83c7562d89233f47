@ruleset:risiko
Feature: Cards of occupied territories in a tris
  In Risiko! every card of a tris that shows a territory the player occupies gives two
  more armies, placed at will with the rest of the reinforcements.

  Background:
    Given a 3-player game of risiko
    And it is Red's turn in the reinforce phase
    And the board:
      | territory     | owner | armies |
      | alaska        | Red   | 1      |
      | venezuela     | Red   | 1      |
      | peru          | Red   | 1      |
      | iceland       | Red   | 1      |
    And every other territory belongs to Blue
    And Red has 3 armies to place

  @rule:risiko.card-bonus
  Rule: Two more armies for each card of the tris that shows an occupied territory

    @id:sec1d02
    Scenario: A tris with two cards of occupied territories gives four more armies, to place at will
      Given Red holds the cards alaska, venezuela, argentina
      When Red trades alaska, venezuela, argentina
      Then Red has 13 armies to place
      And alaska has 1 army
      And venezuela has 1 army
      When Red places 13 armies on iceland
      Then iceland has 14 armies

    @id:sf7bc55
    Scenario Outline: Two armies for every card that shows a territory of the player
      Given Red holds the cards <cards>
      When Red trades <cards>
      Then Red has <armies> armies to place

      Examples:
        | cards                     | occupied | armies |
        | argentina, egypt, wild-1  | none     | 15     |
        | alaska, egypt, argentina  | one      | 11     |
        | alaska, venezuela, peru   | three    | 15     |
        | alaska, venezuela, wild-1 | two      | 19     |

    @id:se3d439
    Scenario: The bonus counts again for a second tris in the same turn
      Given Red holds the cards alaska, egypt, argentina, peru, greenland, brazil
      When Red trades alaska, egypt, argentina
      And Red trades peru, greenland, brazil
      Then Red has 23 armies to place

    @id:s6e0628
    Scenario: No territory is named for the bonus armies
      Given Red holds the cards alaska, egypt, argentina
      When Red trades alaska, egypt, argentina with the bonus on alaska
      Then the action is refused under rule risiko.card-bonus with code bonus-at-will
      And Red holds the cards alaska, argentina, egypt
