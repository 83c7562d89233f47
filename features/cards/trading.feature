Feature: Trading card sets
  Three cards make a set when they show the same picture, three different pictures,
  or any two with a wild card. A set is traded for armies; each set traded in the game
  is worth more than the one before. A traded card that shows a territory the player
  occupies gives two extra armies on that territory, at most once a turn.

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

  @rule:cards.sets
  Rule: A set is three alike, one of each, or any two with a wild card

    @id:se6b2ab
    Scenario Outline: Sets that can be traded
      Given Red holds the cards <cards>, egypt
      When Red trades <cards>
      Then Red has 7 armies to place
      And Red holds the cards egypt
      And the cards <cards> are in the discard pile

      Examples:
        | cards                                              | kind              |
        | alaska, venezuela, peru                            | three infantry    |
        | greenland, alberta, ontario                        | three cavalry     |
        | northwest-territory, western-united-states, brazil | three artillery   |
        | alaska, greenland, brazil                          | one of each       |
        | alaska, venezuela, wild-1                          | two alike, a wild |
        | alaska, greenland, wild-2                          | two others, a wild |
        | alaska, wild-1, wild-2                             | one and two wilds |

    @id:sd1de49
    Scenario Outline: Three cards that are not a set
      Given Red holds the cards <cards>, wild-1
      When Red trades <cards>
      Then the action is refused under rule cards.sets with code not-a-set

      Examples:
        | cards                                 |
        | alaska, venezuela, greenland          |
        | greenland, alberta, brazil            |
        | northwest-territory, brazil, peru     |
        | central-america, quebec, ontario      |

    @id:s5d6191
    Scenario: Trading a card the player does not hold
      Given Red holds the cards alaska, venezuela, wild-1
      And Blue holds the cards peru
      When Red trades alaska, venezuela, peru
      Then the action is refused under rule cards.sets with code card-not-held

  @rule:cards.values
  Rule: Sets are worth 4, 6, 8, 10, 12 and 15 armies, then 5 more for each further set

    @id:s7c9229
    Scenario Outline: The value of the nth set traded in the game
      Given <before> sets have been traded
      And Red holds the cards alaska, venezuela, peru
      When Red trades alaska, venezuela, peru
      Then Red has <armies> armies to place

      Examples:
        | before | nth  | value | armies |
        | 0      | 1st  | 4     | 7      |
        | 1      | 2nd  | 6     | 9      |
        | 2      | 3rd  | 8     | 11     |
        | 3      | 4th  | 10    | 13     |
        | 4      | 5th  | 12    | 15     |
        | 5      | 6th  | 15    | 18     |
        | 6      | 7th  | 20    | 23     |
        | 7      | 8th  | 25    | 28     |
        | 8      | 9th  | 30    | 33     |
        | 9      | 10th | 35    | 38     |
        | 10     | 11th | 40    | 43     |

    @id:s8e74bc
    Scenario Outline: A set traded after placing armies is worth the same
      Given <before> sets have been traded
      And Red holds the cards alaska, venezuela, peru
      When Red places 1 army on iceland
      And Red trades alaska, venezuela, peru
      Then Red has <armies> armies to place

      Examples:
        | before | nth | value | armies |
        | 0      | 1st | 4     | 6      |
        | 5      | 6th | 15    | 17     |
        | 7      | 8th | 25    | 27     |

    @id:s26d120
    Scenario: Two sets traded in one turn are worth the next two values
      Given 4 sets have been traded
      And Red holds the cards alaska, venezuela, peru, greenland, alberta, ontario
      When Red trades alaska, venezuela, peru
      And Red trades greenland, alberta, ontario
      Then Red has 30 armies to place
      And Red holds 0 cards

    @id:sb2e9b1
    Scenario: A set traded by another player raises the value of the next
      Given Red holds the cards alaska, venezuela, peru
      And Blue holds the cards iceland, great-britain, scandinavia
      When Red trades alaska, venezuela, peru
      And Red places 7 armies on iceland
      And Red ends the attack
      And Red ends the turn
      Then it is Blue's turn in the reinforce phase
      And Blue has 32 armies to place
      When Blue trades iceland, great-britain, scandinavia
      Then Blue has 38 armies to place

  @rule:cards.territory-bonus
  Rule: A traded card showing an occupied territory gives 2 armies on it, at most 2 a turn

    @id:sa1fab0
    Scenario: The bonus armies go on the named territory at once
      Given Red holds the cards iceland, alaska, venezuela
      When Red trades iceland, alaska, venezuela with the bonus on iceland
      Then iceland belongs to Red with 3 armies
      And Red has 7 armies to place

    @id:s53d234
    Scenario: The territory must be named
      Given Red holds the cards iceland, alaska, venezuela
      When Red trades iceland, alaska, venezuela
      Then the action is refused under rule cards.territory-bonus with code bonus-territory-missing

    @id:sdc3d6b
    Scenario Outline: Only a territory shown on a traded card and occupied can take the bonus
      Given Red holds the cards iceland, alaska, venezuela
      When Red trades iceland, alaska, venezuela with the bonus on <territory>
      Then the action is refused under rule cards.territory-bonus with code bonus-territory-wrong

      Examples:
        | territory     | why                         |
        | great-britain | Red's, not on a traded card |
        | alaska        | on a card, not Red's        |

    @id:sa2f0a1
    Scenario: With two occupied territories shown, the player picks one
      Given Red holds the cards iceland, great-britain, scandinavia
      When Red trades iceland, great-britain, scandinavia with the bonus on scandinavia
      Then scandinavia has 3 armies
      And iceland has 1 army
      And great-britain has 1 army
      And Red has 7 armies to place

    @id:s56931f
    Scenario: Two occupied territories and a wild card still give two extra armies
      Given Red holds the cards iceland, great-britain, wild-1
      When Red trades iceland, great-britain, wild-1 with the bonus on great-britain
      Then great-britain has 3 armies
      And iceland has 1 army
      And Red has 7 armies to place

    @id:s232d52
    Scenario: No bonus when no traded card shows an occupied territory
      Given Red holds the cards alaska, venezuela, peru
      When Red trades alaska, venezuela, peru with the bonus on iceland
      Then the action is refused under rule cards.territory-bonus with code bonus-territory-wrong

    @id:s0aad41
    Scenario: A second qualifying trade in the same turn gives no bonus
      Given Red holds the cards iceland, alaska, venezuela, great-britain, northwest-territory, brazil
      When Red trades iceland, alaska, venezuela with the bonus on iceland
      And Red trades great-britain, northwest-territory, brazil
      Then iceland has 3 armies
      And great-britain has 1 army
      And Red has 13 armies to place

    @id:s322055
    Scenario: The bonus cannot be claimed a second time in the turn
      Given Red holds the cards iceland, alaska, venezuela, great-britain, northwest-territory, brazil
      When Red trades iceland, alaska, venezuela with the bonus on iceland
      And Red trades great-britain, northwest-territory, brazil with the bonus on great-britain
      Then the action is refused under rule cards.territory-bonus with code bonus-territory-wrong
