Feature: Conquering a territory
  When the last army of a territory falls, the attacker takes it and moves armies into
  it from the attacking territory: at least as many as the dice rolled in the last
  battle, and never so many that the attacking territory is left empty.

  Background:
    Given a 3-player game
    And it is Red's turn in the attack phase
    And the board:
      | territory | owner | armies |
      | alaska    | Red   | 9      |
      | kamchatka | Blue  | 1      |

  @rule:conquest.move-in
  Rule: The conqueror moves in at least as many armies as dice rolled in the last battle

    @id:scd21df
    Scenario: The conquered territory changes hands and waits for the move-in
      Given the dice will roll 6 6 6 against 1
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      Then kamchatka belongs to Red with 0 armies
      And alaska has 9 armies
      And it is Red's turn in the move-in phase

    @id:s507dc2
    Scenario: The last two defenders fall in one roll
      Given the board:
        | territory | owner | armies |
        | kamchatka | Blue  | 2      |
      And the dice will roll 6 6 1 against 5 5
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 2 dice
      Then kamchatka belongs to Red with 0 armies
      And it is Red's turn in the move-in phase

    @id:s471a8d
    Scenario Outline: Moving in as many armies as dice, or more
      Given the board:
        | territory | owner | armies   |
        | alaska    | Red   | <armies> |
      And the dice will roll <roll> against 1
      When Red attacks kamchatka from alaska with <dice> dice
      And Blue defends with 1 die
      And Red moves <moved> armies in
      Then kamchatka belongs to Red with <moved> armies
      And alaska has <left> armies
      And it is Red's turn in the attack phase

      Examples:
        | armies | dice | roll  | moved | left |
        | 4      | 3    | 6 6 6 | 3     | 1    |
        | 9      | 3    | 6 6 6 | 3     | 6    |
        | 9      | 3    | 6 6 6 | 5     | 4    |
        | 6      | 2    | 6 6   | 2     | 4    |
        | 3      | 2    | 6 6   | 2     | 1    |
        | 9      | 1    | 6     | 1     | 8    |
        | 2      | 1    | 6     | 1     | 1    |

    @id:s41701c
    Scenario Outline: Moving in fewer armies than dice rolled
      Given the dice will roll <roll> against 1
      When Red attacks kamchatka from alaska with <dice> dice
      And Blue defends with 1 die
      And Red moves <moved> armies in
      Then the action is refused under rule conquest.move-in with code move-in-too-few
      And it is Red's turn in the move-in phase

      Examples:
        | dice | roll  | moved |
        | 3    | 6 6 6 | 2     |
        | 3    | 6 6 6 | 1     |
        | 2    | 6 6   | 1     |

    @id:s01be08
    Scenario: Only the dice of the last battle count
      Given the board:
        | territory | owner | armies |
        | kamchatka | Blue  | 2      |
      And the dice will roll 6 1 1 against 5 5
      And the dice will roll 6 against 1
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 2 dice
      Then alaska has 8 armies
      And kamchatka has 1 army
      When Red attacks kamchatka from alaska with 1 die
      And Blue defends with 1 die
      And Red moves 1 army in
      Then kamchatka belongs to Red with 1 army
      And alaska has 7 armies

    @id:sc98060
    Scenario: The dice of the last battle count, after a smaller roll too
      Given the board:
        | territory | owner | armies |
        | kamchatka | Blue  | 2      |
      And the dice will roll 6 against 1
      And the dice will roll 6 6 6 against 1
      When Red attacks kamchatka from alaska with 1 die
      And Blue defends with 1 die
      And Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      And Red moves 1 army in
      Then the action is refused under rule conquest.move-in with code move-in-too-few

    @id:sa00f26
    Scenario: Moving in no armies at all
      Given the dice will roll 6 against 1
      When Red attacks kamchatka from alaska with 1 die
      And Blue defends with 1 die
      And Red moves 0 armies in
      Then the action is malformed

    @id:sdce169
    Scenario: Ending the attacks before moving in
      Given the dice will roll 6 6 6 against 1
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      And Red ends the attack
      Then the action is refused under rule turn.sequence with code wrong-phase

    @id:s8a208b
    Scenario: Attacking again before moving in
      Given the board:
        | territory | owner | armies |
        | alberta   | Red   | 4      |
        | japan     | Green | 1      |
      And the dice will roll 6 6 6 against 1
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      And Red attacks japan from alberta with 3 dice
      Then the action is refused under rule turn.sequence with code wrong-phase

  @rule:conquest.garrison
  Rule: Every territory keeps at least one army: armies that move never leave their territory empty

    @id:s6c5893
    Scenario Outline: Moving every army into the conquered territory
      Given the board:
        | territory | owner | armies   |
        | alaska    | Red   | <armies> |
      And the dice will roll <roll> against 1
      When Red attacks kamchatka from alaska with <dice> dice
      And Blue defends with 1 die
      And Red moves <moved> armies in
      Then the action is refused under rule conquest.garrison with code move-in-too-many

      Examples:
        | armies | dice | roll  | moved |
        | 4      | 3    | 6 6 6 | 4     |
        | 9      | 3    | 6 6 6 | 9     |
        | 9      | 1    | 6     | 9     |
        | 9      | 1    | 6     | 12    |
        | 2      | 1    | 6     | 2     |

    @id:sd041e6
    Scenario: After a move-in every territory holds an army
      Given the dice will roll 6 6 6 against 1
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      And Red moves 8 armies in
      Then alaska has 1 army
      And kamchatka belongs to Red with 8 armies
      And every territory holds at least one army

    @id:s52cc7f
    Scenario: Fortifying with every army of a territory
      Given the board:
        | territory | owner | armies |
        | alberta   | Red   | 1      |
      When Red ends the attack
      And Red fortifies alberta from alaska with 9 armies
      Then the action is refused under rule conquest.garrison with code fortify-too-many

    @id:sa6ede1
    Scenario: Fortifying from a territory with a single army
      Given the board:
        | territory | owner | armies |
        | alberta   | Red   | 1      |
      When Red ends the attack
      And Red fortifies alaska from alberta with 1 army
      Then the action is refused under rule conquest.garrison with code fortify-too-many
