@ruleset:risiko
Feature: Defending with up to three dice in Risiko!
  In Risiko! the defender rolls one die for each army defending, up to three, so a
  territory with three armies or more can answer three dice with three.

  Background:
    Given a 3-player game of risiko
    And it is Red's turn in the attack phase
    And the board:
      | territory | owner | armies |
      | alaska    | Red   | 4      |
      | kamchatka | Blue  | 3      |

  @rule:risiko.defender-dice
  Rule: The defender rolls 1 die per defending army, at most 3

    @id:s761e08
    Scenario: A defender with exactly three armies rolls three dice, and ties go to the defender
      Given the dice will roll 6 5 4 against 6 5 4
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 3 dice
      Then alaska has 1 army
      And kamchatka has 3 armies

    @id:s84c2de
    Scenario: Three dice against three: each pair is compared, highest against highest
      Given the dice will roll 6 6 2 against 5 5 5
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 3 dice
      Then alaska has 3 armies
      And kamchatka has 1 army

    @id:s55d796
    Scenario Outline: The defender chooses how many dice to roll, up to the armies defending
      Given the board:
        | territory | owner | armies   |
        | kamchatka | Blue  | <armies> |
      And the dice will roll 1 1 1 against <roll>
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with <dice> dice
      Then alaska has <left> armies
      And kamchatka has <armies> armies

      Examples:
        | armies | dice | roll  | left |
        | 1      | 1    | 6     | 3    |
        | 2      | 2    | 6 6   | 2    |
        | 3      | 2    | 6 6   | 2    |
        | 3      | 3    | 6 6 6 | 1    |
        | 7      | 3    | 6 6 6 | 1    |

    @id:s838a84
    Scenario: Against one attacking die only the highest dice are compared
      Given the dice will roll 5 against 4 3 2
      When Red attacks kamchatka from alaska with 1 die
      And Blue defends with 3 dice
      Then alaska has 4 armies
      And kamchatka has 2 armies

    @id:s51d634
    Scenario Outline: More dice than the defending armies, or more than three
      Given the board:
        | territory | owner | armies   |
        | kamchatka | Blue  | <armies> |
      And the dice will roll 6 5 4 against <roll>
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with <dice> dice
      Then the action is refused under rule risiko.defender-dice with code risiko-defence-dice
      And kamchatka has <armies> armies

      Examples:
        | armies | dice | roll    |
        | 1      | 2    | 3 2     |
        | 2      | 3    | 3 2 1   |
        | 9      | 4    | 3 2 1 1 |
