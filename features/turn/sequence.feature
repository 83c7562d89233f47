Feature: The sequence of a turn
  A turn has three steps in this order: placing the reinforcements, attacking if the
  player wishes, and one fortifying move that ends the turn. Nothing is done out of step.

  Background:
    Given a 3-player game
    And the board:
      | territory | owner | armies |
      | alaska    | Red   | 4      |
      | alberta   | Red   | 1      |
      | kamchatka | Blue  | 2      |

  @rule:turn.sequence
  Rule: A turn goes reinforcement, attack, fortification; an action out of its step is refused

    @id:sb7f217
    Scenario: A turn runs through its three steps
      Given it is Red's turn in the reinforce phase
      And Red has 3 armies to place
      When Red places 2 armies on alaska
      Then it is Red's turn in the reinforce phase
      And Red has 1 army to place
      When Red places 1 army on alaska
      Then it is Red's turn in the attack phase
      When Red ends the attack
      Then it is Red's turn in the fortify phase
      When Red fortifies alberta from alaska with 6 armies
      Then alberta belongs to Red with 7 armies
      And alaska has 1 army
      And it is Blue's turn in the reinforce phase

    @id:s693931
    Scenario: Attacking during reinforcement
      Given it is Red's turn in the reinforce phase
      And Red has 3 armies to place
      When Red attacks kamchatka from alaska with 2 dice
      Then the action is refused under rule turn.sequence with code wrong-phase

    @id:s46bc7a
    Scenario: Attacking with an army still to place
      Given it is Red's turn in the reinforce phase
      And Red has 3 armies to place
      When Red places 2 armies on alaska
      And Red attacks kamchatka from alaska with 3 dice
      Then the action is refused under rule turn.sequence with code wrong-phase

    @id:sb5412f
    Scenario: Fortifying during reinforcement
      Given it is Red's turn in the reinforce phase
      And Red has 3 armies to place
      When Red fortifies alberta from alaska with 1 army
      Then the action is refused under rule turn.sequence with code wrong-phase

    @id:s899ffd
    Scenario: Ending the turn before the reinforcements are placed
      Given it is Red's turn in the reinforce phase
      And Red has 3 armies to place
      When Red ends the turn
      Then the action is refused under rule turn.sequence with code wrong-phase

    @id:seb64d2
    Scenario: Placing armies during the attack phase
      Given it is Red's turn in the attack phase
      When Red places 1 army on alaska
      Then the action is refused under rule turn.sequence with code wrong-phase

    @id:s0b7e16
    Scenario: Moving armies in without a conquest
      Given it is Red's turn in the attack phase
      When Red moves 2 armies in
      Then the action is refused under rule turn.sequence with code wrong-phase

    @id:s4ef9be
    Scenario: Attacking after the attacks have ended
      Given it is Red's turn in the attack phase
      When Red ends the attack
      And Red attacks kamchatka from alaska with 2 dice
      Then the action is refused under rule turn.sequence with code wrong-phase

    @id:s9d0a47
    Scenario: Placing armies during fortification
      Given it is Red's turn in the fortify phase
      When Red places 1 army on alaska
      Then the action is refused under rule turn.sequence with code wrong-phase

    @id:sbb6d43
    Scenario: Claiming a territory during a turn
      Given it is Red's turn in the reinforce phase
      And Red has 3 armies to place
      When Red claims alaska
      Then the action is refused under rule turn.sequence with code wrong-phase

    @id:sb9259a
    Scenario: Placing a setup army during a turn
      Given it is Red's turn in the reinforce phase
      And Red has 3 armies to place
      When Red places a setup army on alaska
      Then the action is refused under rule turn.sequence with code wrong-phase

    @id:sfe213d
    Scenario: Rolling for the first turn once the game is under way
      Given it is Red's turn in the reinforce phase
      And Red has 3 armies to place
      When the players roll for the first turn rolling 6 5 4
      Then the action is refused under rule turn.sequence with code wrong-phase
