@ruleset:risiko
Feature: The tris of Risiko!
  In Risiko! a set of three cards is a tris, and each kind of tris is always worth the
  same number of armies, however many have been traded before. A jolly (wild card)
  makes a tris only with two cards that show the same weapon.

  Background:
    Given a 3-player game of risiko
    And it is Red's turn in the reinforce phase
    And the board:
      | territory     | owner | armies |
      | iceland       | Red   | 1      |
      | great-britain | Red   | 1      |
      | scandinavia   | Red   | 1      |
    And every other territory belongs to Blue
    And Red has 3 armies to place

  @rule:risiko.tris
  Rule: Three artillery 4, three infantry 6, three cavalry 8, one of each 10, a jolly and two alike 12

    @id:se5e4bc
    Scenario Outline: Each tris has its fixed value
      Given Red holds the cards <cards>, egypt
      When Red trades <cards>
      Then Red has <armies> armies to place
      And Red holds the cards egypt
      And the cards <cards> are in the discard pile

      Examples:
        | cards                                              | kind                  | armies |
        | northwest-territory, western-united-states, brazil | three artillery       | 7      |
        | alaska, venezuela, peru                            | three infantry        | 9      |
        | greenland, alberta, ontario                        | three cavalry         | 11     |
        | alaska, greenland, brazil                          | one of each           | 13     |
        | alaska, venezuela, wild-1                          | jolly, two infantry   | 15     |
        | greenland, alberta, wild-2                         | jolly, two cavalry    | 15     |
        | northwest-territory, brazil, wild-1                | jolly, two artillery  | 15     |

    @id:scb3fa3
    Scenario: The value does not grow with the sets traded before
      Given 7 sets have been traded
      And Red holds the cards northwest-territory, western-united-states, brazil
      When Red trades northwest-territory, western-united-states, brazil
      Then Red has 7 armies to place

    @id:s2ee223
    Scenario Outline: Three cards that are not a tris
      Given Red holds the cards <cards>, egypt
      When Red trades <cards>
      Then the action is refused under rule risiko.tris with code not-a-tris
      And Red has 3 armies to place

      Examples:
        | cards                        | why                       |
        | alaska, greenland, wild-1    | a jolly with two different |
        | alaska, wild-1, wild-2       | two jollies               |
        | alaska, venezuela, greenland | two alike and another     |

    @id:s5e445f
    Scenario: A jolly cannot make a tris of two different weapons
      Given Red holds the cards peru, scandinavia, wild-2, egypt
      When Red trades peru, scandinavia, wild-2
      Then the action is refused under rule risiko.tris with code not-a-tris
      And Red holds 4 cards
