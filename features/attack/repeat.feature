Feature: Attacking again
  A player may attack as often as they like during their turn, from any of their
  territories, and may stop attacking at any moment.

  Background:
    Given a 3-player game
    And it is Red's turn in the attack phase
    And the board:
      | territory           | owner | armies |
      | alaska              | Red   | 6      |
      | alberta             | Red   | 4      |
      | kamchatka           | Blue  | 4      |
      | northwest-territory | Green | 3      |

  @rule:attack.repeat
  Rule: A player may attack again and again, from any of their territories, and stop when they like

    @id:s2e48ec
    Scenario: Attacking the same territory again after a roll
      Given the dice will roll 6 6 1 against 5 5
      And the dice will roll 6 1 against 2 1
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 2 dice
      Then kamchatka has 2 armies
      And it is Red's turn in the attack phase
      When Red attacks kamchatka from alaska with 2 dice
      And Blue defends with 2 dice
      Then kamchatka has 1 army
      And alaska has 5 armies

    @id:s443e93
    Scenario: Attacking again after losing a roll
      Given the dice will roll 1 1 1 against 6 6
      And the dice will roll 6 6 6 against 1 1
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 2 dice
      Then alaska has 4 armies
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 2 dice
      Then alaska has 4 armies
      And kamchatka has 2 armies

    @id:sbdcd2b
    Scenario: Attacking from another territory after a roll
      Given the dice will roll 6 6 6 against 1 1
      And the dice will roll 6 6 against 1 1
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 2 dice
      Then kamchatka has 2 armies
      When Red attacks northwest-territory from alberta with 2 dice
      And Green defends with 2 dice
      Then northwest-territory has 1 army
      And alberta has 4 armies

    @id:sa3e126
    Scenario: Attacking another player's territory from the same territory
      Given the dice will roll 6 against 1
      And the dice will roll 6 against 1
      When Red attacks kamchatka from alaska with 1 die
      And Blue defends with 1 die
      And Red attacks northwest-territory from alaska with 1 die
      And Green defends with 1 die
      Then kamchatka has 3 armies
      And northwest-territory has 2 armies
      And it is Red's turn in the attack phase

    @id:s8c5522
    Scenario: Attacking on after a conquest, from the conquered territory
      Given the board:
        | territory | owner | armies |
        | kamchatka | Blue  | 1      |
        | japan     | Green | 1      |
      And the dice will roll 6 6 6 against 1
      And the dice will roll 6 6 against 1
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      And Red moves 5 armies in
      Then it is Red's turn in the attack phase
      When Red attacks japan from kamchatka with 2 dice
      And Green defends with 1 die
      Then japan belongs to Red with 0 armies
      And it is Red's turn in the move-in phase

    @id:s2d4e6a
    Scenario: Ending the attacks without attacking
      When Red ends the attack
      Then it is Red's turn in the fortify phase
      And alaska has 6 armies
      And kamchatka has 4 armies

    @id:s05b64a
    Scenario: Ending the attacks after a roll that took nothing
      Given the dice will roll 6 6 6 against 1 1
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 2 dice
      And Red ends the attack
      Then it is Red's turn in the fortify phase
      And kamchatka belongs to Blue with 2 armies

    @id:s3c2689
    Scenario: Ending the attacks after a conquest, though more attacks are possible
      Given the board:
        | territory | owner | armies |
        | kamchatka | Blue  | 1      |
      And the dice will roll 6 6 6 against 1
      And the next card drawn will be ural
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      And Red moves 3 armies in
      And Red ends the attack
      Then it is Red's turn in the fortify phase
      And kamchatka belongs to Red with 3 armies
      And alaska has 3 armies
