Feature: Placing reinforcements
  The new armies go on the player's own territories, as many or as few on each as the
  player likes; once all are placed the attack phase begins.

  Background:
    Given a 3-player game
    And it is Red's turn in the reinforce phase
    And the board:
      | territory | owner | armies |
      | alaska    | Red   | 2      |
      | alberta   | Red   | 1      |
      | kamchatka | Blue  | 3      |
    And Red has 3 armies to place

  @rule:reinforce.placement
  Rule: Reinforcements go only on the player's own territories, and no more than the player has

    @id:s76792f
    Scenario: All the armies on one territory
      When Red places 3 armies on alaska
      Then alaska belongs to Red with 5 armies
      And Red has 0 armies to place
      And it is Red's turn in the attack phase

    @id:s320852
    Scenario: Armies spread over several territories
      When Red places 2 armies on alaska
      Then Red has 1 army to place
      And it is Red's turn in the reinforce phase
      When Red places 1 army on alberta
      Then alaska has 4 armies
      And alberta has 2 armies
      And it is Red's turn in the attack phase

    @id:s075b69
    Scenario: Placing on an opponent's territory
      When Red places 1 army on kamchatka
      Then the action is refused under rule reinforce.placement with code place-not-own

    @id:s3092c6
    Scenario Outline: Placing more armies than the player has
      Given Red has <available> armies to place
      When Red places <armies> armies on alaska
      Then the action is refused under rule reinforce.placement with code place-too-many

      Examples:
        | available | armies |
        | 3         | 4      |
        | 1         | 2      |
        | 12        | 20     |

    @id:sac6a23
    Scenario: Placing more than what is left after a first placement
      When Red places 2 armies on alaska
      And Red places 2 armies on alberta
      Then the action is refused under rule reinforce.placement with code place-too-many
