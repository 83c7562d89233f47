Feature: Where an attack comes from and where it goes
  An attack goes from a territory of the attacker's, holding at least two armies, to
  an enemy territory that borders it, by land or along a sea lane.

  Background:
    Given a 3-player game
    And it is Red's turn in the attack phase

  @rule:attack.adjacent
  Rule: An attack goes from one of your territories to a bordering enemy territory

    @id:sc158c6
    Scenario Outline: Attacking along a border
      Given the board:
        | territory | owner | armies |
        | <source>  | Red   | 3      |
        | <target>  | Blue  | 2      |
      And the dice will roll 6 against 1
      When Red attacks <target> from <source> with 1 die
      And Blue defends with 1 die
      Then <target> belongs to Blue with 1 army
      And <source> has 3 armies
      And it is Red's turn in the attack phase

      Examples: Land borders
        | source          | target          |
        | alaska          | northwest-territory |
        | ukraine         | middle-east     |
        | siam            | indonesia       |
        | central-america | venezuela       |

      Examples: Sea lanes, both ways
        | source          | target          |
        | alaska          | kamchatka       |
        | kamchatka       | alaska          |
        | greenland       | iceland         |
        | iceland         | greenland       |
        | brazil          | north-africa    |
        | north-africa    | brazil          |
        | east-africa     | middle-east     |
        | middle-east     | east-africa     |
        | western-europe  | north-africa    |
        | north-africa    | western-europe  |
        | southern-europe | egypt           |
        | egypt           | southern-europe |

    @id:s88e12f
    Scenario Outline: Attacking a territory that does not border the attacking one
      Given the board:
        | territory | owner | armies |
        | <source>  | Red   | 4      |
        | <target>  | Blue  | 2      |
      When Red attacks <target> from <source> with 3 dice
      Then the action is refused under rule attack.adjacent with code not-adjacent

      Examples:
        | source                | target            |
        | alaska                | greenland         |
        | alaska                | japan             |
        | iceland               | north-africa      |
        | north-africa          | middle-east       |
        | middle-east           | madagascar        |
        | eastern-united-states | greenland         |
        | western-australia     | siam              |
        | argentina             | south-africa      |

    @id:sd3b2a0
    Scenario: Attacking one of your own territories
      Given the board:
        | territory | owner | armies |
        | alaska    | Red   | 4      |
        | kamchatka | Red   | 2      |
      When Red attacks kamchatka from alaska with 3 dice
      Then the action is refused under rule attack.adjacent with code attack-own

    @id:sda3910
    Scenario: Attacking from someone else's territory
      Given the board:
        | territory | owner | armies |
        | alaska    | Blue  | 4      |
        | kamchatka | Green | 2      |
        | japan     | Red   | 3      |
      When Red attacks kamchatka from alaska with 3 dice
      Then the action is refused under rule attack.adjacent with code attack-from-foreign

    @id:sf178a0
    Scenario: Attacking from the defender's own territory
      Given the board:
        | territory | owner | armies |
        | alaska    | Blue  | 4      |
        | kamchatka | Blue  | 2      |
        | japan     | Red   | 3      |
      When Red attacks kamchatka from alaska with 3 dice
      Then the action is refused under rule attack.adjacent with code attack-from-foreign

    @id:s048afe
    Scenario: Attacking across the East Africa-Middle East lane on a board without it
      Given a 3-player game with the option board set to no-east-africa-middle-east
      And it is Red's turn in the attack phase
      And the board:
        | territory   | owner | armies |
        | east-africa | Red   | 3      |
        | middle-east | Blue  | 2      |
      When Red attacks middle-east from east-africa with 2 dice
      Then the action is refused under rule attack.adjacent with code not-adjacent

  @rule:attack.source-armies
  Rule: The attacking territory needs at least two armies: one always stays behind

    @id:sc4a843
    Scenario: Attacking from a territory with one army
      Given the board:
        | territory | owner | armies |
        | alaska    | Red   | 1      |
        | kamchatka | Blue  | 1      |
        | japan     | Red   | 3      |
      When Red attacks kamchatka from alaska with 1 die
      Then the action is refused under rule attack.source-armies with code attack-too-few-armies

    @id:sefecd5
    Scenario: Attacking from a territory with two armies
      Given the board:
        | territory | owner | armies |
        | alaska    | Red   | 2      |
        | kamchatka | Blue  | 2      |
      And the dice will roll 6 against 1
      When Red attacks kamchatka from alaska with 1 die
      And Blue defends with 1 die
      Then kamchatka has 1 army
      And alaska has 2 armies

    @id:sf0d19c
    Scenario: A territory worn down to one army can attack no more
      Given the board:
        | territory | owner | armies |
        | alaska    | Red   | 2      |
        | kamchatka | Blue  | 2      |
        | japan     | Red   | 3      |
      And the dice will roll 1 against 6
      When Red attacks kamchatka from alaska with 1 die
      And Blue defends with 1 die
      Then alaska has 1 army
      When Red attacks kamchatka from alaska with 1 die
      Then the action is refused under rule attack.source-armies with code attack-too-few-armies
