Feature: The compulsory second set
  With the option second-set set to compulsory, a player who starts the turn with six
  cards holding two sets must trade both before placing any army, as the Greek, Spanish
  and Slovak rulebooks say. By default the second set may be kept.

  Background:
    Given a 3-player game with the option second-set set to compulsory
    And it is Red's turn in the reinforce phase
    And the board:
      | territory     | owner | armies |
      | iceland       | Red   | 1      |
      | great-britain | Red   | 1      |
      | scandinavia   | Red   | 1      |
    And every other territory belongs to Blue
    And Red has 3 armies to place

  @rule:cards.forced-trade
  Rule: With second-set=compulsory, a turn that starts with two sets trades both

    @id:sc99bc4
    Scenario: Six cards holding two sets: one set is not enough
      Given Red holds the cards alaska, venezuela, peru, greenland, alberta, ontario
      When Red trades alaska, venezuela, peru
      And Red places 7 armies on iceland
      Then the action is refused under rule cards.forced-trade with code second-set-must-trade

    @id:s926fe0
    Scenario: The set left over may hold a wild card
      Given Red holds the cards alaska, venezuela, peru, greenland, alberta, wild-1
      When Red trades greenland, alberta, wild-1
      And Red places 7 armies on iceland
      Then the action is refused under rule cards.forced-trade with code second-set-must-trade

    @id:s0cac64
    Scenario: Six cards holding two sets: both traded, the armies are placed
      Given Red holds the cards alaska, venezuela, peru, greenland, alberta, ontario
      When Red trades alaska, venezuela, peru
      And Red trades greenland, alberta, ontario
      And Red places 13 armies on iceland
      Then iceland has 14 armies
      And it is Red's turn in the attack phase

    @id:s8772a6
    Scenario: Six cards, the three left make no set: one trade is enough
      Given Red holds the cards alaska, venezuela, peru, greenland, alberta, northwest-territory
      When Red trades alaska, venezuela, peru
      And Red places 7 armies on iceland
      Then iceland has 8 armies
      And Red holds the cards greenland, alberta, northwest-territory

    @id:sd793ba
    Scenario: A turn that starts with three cards may keep the set they make
      Given Red holds the cards greenland, alberta, ontario
      When Red places 3 armies on iceland
      Then iceland has 4 armies
      And Red holds the cards greenland, alberta, ontario
