Feature: Attacking with dice
  The attacker and the defender each choose how many dice to roll, within limits set
  by the armies in their territories; the dice then decide the losses.

  Background:
    Given a 3-player game
    And it is Red's turn in the attack phase
    And the board:
      | territory | owner | armies |
      | alaska    | Red   | 4      |
      | kamchatka | Blue  | 3      |

  @rule:attack.attacker-dice
  Rule: The attacker rolls 1 to 3 dice and needs at least one more army than dice

    @id:s03fac7
    Scenario Outline: Attacker dice allowed by the armies in the attacking territory
      Given the board:
        | territory | owner | armies    |
        | alaska    | Red   | <armies>  |
      And the dice will roll <roll> against 1
      When Red attacks kamchatka from alaska with <dice> dice
      And Blue defends with 1 die
      Then kamchatka has 2 armies

      Examples:
        | armies | dice | roll  |
        | 2      | 1    | 6     |
        | 3      | 2    | 6 1   |
        | 4      | 3    | 6 1 1 |
        | 9      | 3    | 6 1 1 |

    @id:s134ed3
    Scenario Outline: Too many attacker dice for the armies in the territory
      Given the board:
        | territory | owner | armies   |
        | alaska    | Red   | <armies> |
      When Red attacks kamchatka from alaska with <dice> dice
      Then the action is refused under rule attack.attacker-dice with code attack-dice

      Examples:
        | armies | dice |
        | 2      | 2    |
        | 3      | 3    |
        | 9      | 4    |

  @rule:attack.defender-dice
  Rule: The defender rolls 1 or 2 dice, and 2 only with at least 2 armies

    @id:s0ba894
    Scenario: Defender with one army rolls two dice
      Given the board:
        | territory | owner | armies |
        | kamchatka | Blue  | 1      |
      And the dice will roll 6 5 4 against 3 2
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 2 dice
      Then the action is refused under rule attack.defender-dice with code defence-dice

    @id:sf71d1d
    Scenario: Defender rolls three dice
      Given the dice will roll 6 5 4 against 3 2 1
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 3 dice
      Then the action is refused under rule attack.defender-dice with code defence-dice

    @id:s0f9309
    Scenario: A defender with several armies may roll a single die
      Given the dice will roll 6 5 4 against 3
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      Then kamchatka has 2 armies
      And alaska has 4 armies

  @rule:attack.compare
  Rule: Highest die against highest die, then second against second; ties go to the defender

    @id:sc7d945
    Scenario Outline: Losses decided by the dice
      Given the dice will roll <attacker> against <defender>
      When Red attacks kamchatka from alaska with <a> dice
      And Blue defends with <d> dice
      Then alaska has <alaska> armies
      And kamchatka has <kamchatka> armies

      Examples:
        | a | d | attacker | defender | alaska | kamchatka |
        | 3 | 2 | 6 5 1    | 5 4      | 4      | 1         |
        | 3 | 2 | 6 2 1    | 5 4      | 3      | 2         |
        | 3 | 2 | 4 4 4    | 4 4      | 2      | 3         |
        | 1 | 2 | 6        | 5 5      | 4      | 2         |
        | 2 | 1 | 3 3      | 3        | 3      | 3         |
        | 3 | 1 | 1 1 2    | 1        | 4      | 2         |

    @id:s8d8460
    Scenario Outline: At most two armies are lost in one roll, and never more than the dice compared
      Given the dice will roll <attacker> against <defender>
      When Red attacks kamchatka from alaska with <a> dice
      And Blue defends with <d> dice
      Then alaska has <alaska> armies
      And kamchatka has <kamchatka> armies

      Examples:
        | a | d | attacker | defender | alaska | kamchatka |
        | 3 | 2 | 1 1 1    | 6 6      | 2      | 3         |
        | 3 | 2 | 5 5 5    | 5 5      | 2      | 3         |
        | 3 | 1 | 1 1 1    | 6        | 3      | 3         |
        | 2 | 2 | 2 2      | 2 2      | 2      | 3         |
        | 1 | 2 | 5        | 6 6      | 3      | 3         |
        | 1 | 1 | 6        | 1        | 4      | 2         |
        | 3 | 2 | 6 6 6    | 5 5      | 4      | 1         |
        | 2 | 2 | 6 6      | 1 1      | 4      | 1         |

    @id:s582d62
    Scenario Outline: The dice are compared highest first, whatever order they are rolled in
      Given the dice will roll <attacker> against <defender>
      When Red attacks kamchatka from alaska with <a> dice
      And Blue defends with <d> dice
      Then alaska has <alaska> armies
      And kamchatka has <kamchatka> armies

      Examples:
        | a | d | attacker | defender | alaska | kamchatka |
        | 3 | 2 | 1 6 5    | 4 5      | 4      | 1         |
        | 3 | 2 | 1 2 6    | 6 1      | 3      | 2         |
        | 3 | 2 | 2 1 3    | 1 3      | 3      | 2         |
        | 2 | 2 | 3 5      | 2 4      | 4      | 1         |
        | 2 | 2 | 1 6      | 5 6      | 2      | 3         |
        | 3 | 1 | 2 6 1    | 5        | 4      | 2         |
