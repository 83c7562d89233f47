Feature: The neutral army
  In the two-player game a neutral force holds territories and defends them. It never
  takes a turn and never attacks; when a player attacks a neutral territory, the other
  player decides the neutral's defence dice.

  @rule:two-player.neutral
  Rule: The neutral army holds and defends territories but never takes a turn

    @id:sbe2a8e
    Scenario: The turn passes from one player to the other, never to the neutral
      Given a 2-player game
      And the board:
        | territory | owner   | armies |
        | alaska    | Blue    | 1      |
        | peru      | Red     | 1      |
        | greenland | neutral | 3      |
        | iceland   | neutral | 2      |
      And it is Red's turn in the fortify phase
      When Red ends the turn
      Then it is Blue's turn in the reinforce phase
      And Blue has 6 armies to place
      When Blue places 6 armies on alaska
      And Blue ends the attack
      And Blue ends the turn
      Then it is Red's turn in the reinforce phase
      And Red has 6 armies to place
      And greenland is neutral with 3 armies
      And iceland is neutral with 2 armies

    @id:sa67779
    Scenario: A neutral territory taken goes to the attacker, and nobody is knocked out
      Given a 2-player game
      And the board:
        | territory | owner   | armies |
        | alaska    | Red     | 4      |
        | kamchatka | neutral | 1      |
        | greenland | neutral | 2      |
      And it is Red's turn in the attack phase
      And the dice will roll 6 5 4 against 2
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      And Red moves 3 armies in
      Then kamchatka belongs to Red with 3 armies
      And alaska has 1 army
      And greenland is neutral with 2 armies
      And it is Red's turn in the attack phase

    @rule:reinforce.placement @id:s921c5e
    Scenario: Reinforcements cannot go on a neutral territory
      Given a 2-player game
      And the board:
        | territory | owner   | armies |
        | alaska    | Red     | 2      |
        | kamchatka | neutral | 2      |
      And it is Red's turn in the reinforce phase
      And Red has 3 armies to place
      When Red places 3 armies on kamchatka
      Then the action is refused under rule reinforce.placement with code place-not-own

  @rule:two-player.neutral-defence
  Rule: When a player attacks the neutral, the other player rolls the neutral's dice

    @id:seab794
    Scenario Outline: The player who is not attacking defends the neutral territory
      Given a 2-player game
      And the board:
        | territory | owner      | armies |
        | alaska    | <attacker> | 4      |
        | kamchatka | neutral    | 3      |
      And it is <attacker>'s turn in the attack phase
      And the dice will roll <attack> against <defence>
      When <attacker> attacks kamchatka from alaska with 3 dice
      And <other> defends with 2 dice
      Then alaska belongs to <attacker> with <alaska> armies
      And kamchatka is neutral with <kamchatka> armies

      Examples:
        | attacker | other | attack | defence | alaska | kamchatka |
        | Red      | Blue  | 6 5 1  | 4 3     | 4      | 1         |
        | Blue     | Red   | 3 3 1  | 3 3     | 2      | 3         |
        | Red      | Blue  | 6 1 1  | 5 1     | 3      | 2         |

    @id:s18a2ba
    Scenario: The other player may roll a single die for the neutral
      Given a 2-player game
      And the board:
        | territory | owner   | armies |
        | alaska    | Red     | 4      |
        | kamchatka | neutral | 3      |
      And it is Red's turn in the attack phase
      And the dice will roll 6 5 4 against 6
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      Then alaska belongs to Red with 3 armies
      And kamchatka is neutral with 3 armies

    @id:s443580
    Scenario: Red, defending the neutral against Blue, chooses one die
      Given a 2-player game
      And the board:
        | territory | owner   | armies |
        | greenland | Blue    | 3      |
        | iceland   | neutral | 2      |
      And it is Blue's turn in the attack phase
      And the dice will roll 4 3 against 5
      When Blue attacks iceland from greenland with 2 dice
      And Red defends with 1 die
      Then greenland belongs to Blue with 2 armies
      And iceland is neutral with 2 armies

    @rule:attack.defender-dice @id:sa89fb2
    Scenario: Two defence dice for a neutral territory with one army
      Given a 2-player game
      And the board:
        | territory | owner   | armies |
        | alaska    | Red     | 4      |
        | kamchatka | neutral | 1      |
      And it is Red's turn in the attack phase
      And the dice will roll 6 5 4 against 3 2
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 2 dice
      Then the action is refused under rule attack.defender-dice with code defence-dice
