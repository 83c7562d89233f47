Feature: The cards of an eliminated player
  A player who takes an opponent's last territory takes the opponent's cards too. With
  six or more cards the conqueror trades at once, until four or fewer are left; with
  fewer the cards wait for the start of the conqueror's next turn.

  Background:
    Given a 3-player game
    And it is Red's turn in the attack phase
    And Red has 0 armies to place
    And the board:
      | territory | owner | armies |
      | alaska    | Red   | 4      |
      | kamchatka | Blue  | 1      |
    And every other territory belongs to Green
    And the dice will roll 6 5 4 against 3

  @rule:elimination.cards
  Rule: Conquering a player's last territory takes all of that player's cards

    @id:sdcd96c
    Scenario: The conqueror takes the cards of the eliminated player
      Given Red holds the cards greenland
      And Blue holds the cards peru, ontario
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      Then Blue is eliminated
      And Red holds the cards greenland, ontario, peru
      And Blue holds 0 cards
      And it is Red's turn in the move-in phase

    @id:s456948
    Scenario: An eliminated player without cards leaves nothing
      Given Red holds the cards greenland
      And Blue holds no cards
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      And Red moves 3 armies in
      Then Blue is eliminated
      And Red holds the cards greenland
      And it is Red's turn in the attack phase

  @rule:elimination.trade
  Rule: With six or more cards the conqueror trades at once, down to four or fewer

    Background:
      Given Red holds the cards greenland, alberta, ontario
      And Blue holds the cards venezuela, peru, argentina

    @id:s7c1c06
    Scenario: Six cards call for an immediate trade
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      And Red moves 3 armies in
      Then it is Red's turn in the elimination-trade phase
      And Red holds 6 cards

    @id:sabd42d
    Scenario: No army is placed before trading down
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      And Red moves 3 armies in
      And Red places 1 army on alaska
      Then the action is refused under rule elimination.trade with code elimination-must-trade

    @id:s696f1d
    Scenario: Trading stops at four cards or fewer
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      And Red moves 3 armies in
      And Red trades greenland, alberta, ontario
      Then Red has 4 armies to place
      And Red holds the cards venezuela, peru, argentina
      And it is Red's turn in the elimination-trade phase
      When Red trades venezuela, peru, argentina
      Then the action is refused under rule elimination.trade with code trade-below-target

    @id:s589409
    Scenario: The armies of the trade are placed and the attack goes on
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      And Red moves 3 armies in
      And Red trades greenland, alberta, ontario
      And Red places 4 armies on kamchatka
      Then kamchatka has 7 armies
      And it is Red's turn in the attack phase
      And Red holds 3 cards

    @rule:cards.values @id:sf08e4a
    Scenario Outline: A set traded after an elimination takes the next value of the game
      Given <before> sets have been traded
      And Blue holds the cards northwest-territory, quebec, venezuela
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      And Red moves 3 armies in
      And Red trades northwest-territory, quebec, venezuela
      Then Red has <value> armies to place

      Examples:
        | before | nth | value |
        | 0      | 1st | 4     |
        | 4      | 5th | 12    |
        | 5      | 6th | 15    |

    @id:s6bfa25
    Scenario: Eight cards take two trades
      Given Red holds the cards greenland, alberta, ontario, quebec
      And Blue holds the cards venezuela, peru, argentina, egypt
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      And Red moves 3 armies in
      And Red trades greenland, alberta, ontario
      And Red places 4 armies on kamchatka
      Then the action is refused under rule elimination.trade with code elimination-must-trade
      When Red trades venezuela, peru, argentina
      Then Red holds the cards quebec, egypt
      And Red has 10 armies to place
      When Red places 10 armies on kamchatka
      Then kamchatka has 13 armies
      And it is Red's turn in the attack phase

  @rule:elimination.wait
  Rule: With fewer than six cards the conqueror waits for the next turn to trade

    Background:
      Given Red holds the cards greenland, alberta
      And Blue holds the cards venezuela, peru, argentina

    @id:s52053c
    Scenario: Five cards do not interrupt the attack
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      And Red moves 3 armies in
      Then it is Red's turn in the attack phase
      And Red holds 5 cards

    @rule:cards.trade-timing @id:s916ae2
    Scenario: Five cards cannot be traded during the attack
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      And Red moves 3 armies in
      And Red trades venezuela, peru, argentina
      Then the action is refused under rule cards.trade-timing with code trade-too-late

    @rule:cards.earn @id:s62f287
    Scenario: The card earned at the end of the turn also waits
      Given the next card drawn will be ontario
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      And Red moves 3 armies in
      And Red ends the attack
      Then it is Red's turn in the fortify phase
      And Red holds 6 cards
      When Red ends the turn
      Then it is Green's turn in the reinforce phase
      And Red holds 6 cards
