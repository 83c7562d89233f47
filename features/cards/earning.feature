Feature: Earning cards
  A turn in which the player conquers at least one territory ends its attacks with one
  card from the draw pile, however many territories fell. When the draw pile is empty,
  the traded cards are shuffled into a new one.

  Background:
    Given a 3-player game
    And it is Red's turn in the attack phase
    And Red has 0 armies to place
    And the board:
      | territory | owner | armies |
      | alaska    | Red   | 7      |
      | kamchatka | Blue  | 1      |
      | alberta   | Blue  | 1      |
    And Red holds no cards

  @rule:cards.earn
  Rule: One card, and only one, at the end of a turn with a conquest

    @id:sd5fdb7
    Scenario: A conquest earns a card when the attacks end
      Given the dice will roll 6 5 4 against 3
      And the next card drawn will be peru
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      And Red moves 3 armies in
      And Red ends the attack
      Then Red holds the cards peru
      And the draw pile holds 43 cards
      And it is Red's turn in the fortify phase

    @id:s14bf43
    Scenario: Two conquests in a turn still earn a single card
      Given the dice will roll 6 5 4 against 3
      And the dice will roll 6 6 6 against 2
      And the next card drawn will be peru
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      And Red moves 3 armies in
      And Red attacks alberta from alaska with 3 dice
      And Blue defends with 1 die
      And Red moves 3 armies in
      And Red ends the attack
      Then Red holds the cards peru
      And the draw pile holds 43 cards

    @id:s9c640d
    Scenario: The card joins the cards already held
      Given Red holds the cards greenland, egypt
      And Red has conquered a territory this turn
      And the next card drawn will be wild-2
      When Red ends the attack
      Then Red holds the cards greenland, egypt, wild-2
      And the draw pile holds 41 cards

    @id:s17a9ea
    Scenario: No card for a turn without a conquest
      When Red ends the attack
      Then Red holds 0 cards
      And the draw pile holds 44 cards
      And it is Red's turn in the fortify phase

    @id:s381213
    Scenario: No card for a turn of attacks that all failed
      Given the dice will roll 1 1 1 against 6
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      And Red ends the attack
      Then alaska has 6 armies
      And Red holds 0 cards
      And it is Red's turn in the fortify phase

  @rule:cards.reshuffle
  Rule: When the draw pile is empty, the traded cards are shuffled to form a new one

    @id:sa4d05b
    Scenario: A card earned from an empty draw pile comes from the shuffled discards
      Given Red holds the cards alaska
      And Blue holds the cards greenland
      And the draw pile is empty
      And 14 sets have been traded
      And Red has conquered a territory this turn
      And the next card drawn will be peru
      When Red ends the attack
      Then Red holds the cards alaska, peru
      And Blue holds the cards greenland
      And the draw pile holds 41 cards
      And the discard pile holds 0 cards

    @id:s68b3a8
    Scenario: The rest of the shuffled discards make the new draw pile
      Given Red holds the cards alaska, greenland, peru, iceland, brazil
      And the draw pile is empty
      And 13 sets have been traded
      And Red has conquered a territory this turn
      And the next card drawn will be egypt
      When Red ends the attack
      Then Red holds 6 cards
      And the draw pile holds 38 cards
      And the discard pile holds 0 cards

    @id:s171c56
    Scenario: The discards stay aside while the draw pile still has a card
      Given Red holds the cards alaska
      And the draw pile holds peru
      And 14 sets have been traded
      And Red has conquered a territory this turn
      And the next card drawn will be peru
      When Red ends the attack
      Then Red holds the cards alaska, peru
      And the draw pile holds 0 cards
      And the discard pile holds 42 cards
