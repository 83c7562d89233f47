Feature: Fortifying
  After attacking, a player may make one move: some armies from one of their
  territories to a bordering one of their own, leaving at least one army behind.
  The move ends the turn; so does passing it up. With the option fortify set to
  connected, the armies may travel along any chain of the player's own territories.

  @rule:fortify.move
  Rule: One move, from one of your territories to a bordering one of yours, ends the turn

    @id:sf168aa
    Scenario: Fortifying a bordering territory ends the turn
      Given a 3-player game
      And it is Red's turn in the fortify phase
      And the board:
        | territory | owner | armies |
        | alaska    | Red   | 5      |
        | alberta   | Red   | 1      |
        | kamchatka | Blue  | 3      |
      And every other territory belongs to Green
      When Red fortifies alberta from alaska with 3 armies
      Then alaska has 2 armies
      And alberta has 4 armies
      And it is Blue's turn in the reinforce phase
      And Blue has 3 armies to place

    @id:sfc7e96
    Scenario Outline: Fortifying with as many armies as can leave
      Given a 3-player game
      And it is Red's turn in the fortify phase
      And the board:
        | territory | owner | armies |
        | <source>  | Red   | 5      |
        | <target>  | Red   | 2      |
      When Red fortifies <target> from <source> with <moved> armies
      Then <source> has <left> armies
      And <target> has <arrived> armies
      And it is Blue's turn in the reinforce phase

      Examples: Over land
        | source  | target              | moved | left | arrived |
        | alaska  | northwest-territory | 2     | 3    | 4       |
        | alaska  | alberta             | 4     | 1    | 6       |
        | ukraine | middle-east         | 3     | 2    | 5       |

      Examples: Along a sea lane
        | source       | target       | moved | left | arrived |
        | alaska       | kamchatka    | 4     | 1    | 6       |
        | iceland      | greenland    | 2     | 3    | 4       |
        | north-africa | brazil       | 3     | 2    | 5       |
        | middle-east  | east-africa  | 2     | 3    | 4       |

    @id:s8b9b9b
    Scenario: Fortifying with a single army
      Given a 3-player game
      And it is Red's turn in the fortify phase
      And the board:
        | territory | owner | armies |
        | alaska    | Red   | 2      |
        | alberta   | Red   | 1      |
      When Red fortifies alberta from alaska with 1 army
      Then alaska has 1 army
      And alberta has 2 armies
      And it is Blue's turn in the reinforce phase

    @id:s9127af
    Scenario: Fortifying an enemy territory
      Given a 3-player game
      And it is Red's turn in the fortify phase
      And the board:
        | territory | owner | armies |
        | alaska    | Red   | 5      |
        | kamchatka | Blue  | 1      |
      When Red fortifies kamchatka from alaska with 2 armies
      Then the action is refused under rule fortify.move with code fortify-not-own

    @id:sed34ba
    Scenario: Fortifying from an enemy territory
      Given a 3-player game
      And it is Red's turn in the fortify phase
      And the board:
        | territory | owner | armies |
        | alaska    | Red   | 1      |
        | kamchatka | Blue  | 5      |
        | alberta   | Red   | 3      |
      When Red fortifies alaska from kamchatka with 2 armies
      Then the action is refused under rule fortify.move with code fortify-not-own

    @id:s75feb6
    Scenario: Fortifying an own territory that does not border the source
      Given a 3-player game
      And it is Red's turn in the fortify phase
      And the board:
        | territory | owner | armies |
        | alaska    | Red   | 5      |
        | alberta   | Red   | 1      |
        | ontario   | Red   | 1      |
      When Red fortifies ontario from alaska with 2 armies
      Then the action is refused under rule fortify.move with code fortify-not-connected

    @id:sb38615
    Scenario: Fortifying across the board in the default adjacent mode
      Given a 3-player game
      And it is Red's turn in the fortify phase
      And the board:
        | territory         | owner | armies |
        | alaska            | Red   | 5      |
        | eastern-australia | Red   | 1      |
      When Red fortifies eastern-australia from alaska with 2 armies
      Then the action is refused under rule fortify.move with code fortify-not-connected

    @id:sf5460c
    Scenario: A chain of own territories in the connected mode
      Given a 3-player game with the option fortify set to connected
      And it is Red's turn in the fortify phase
      And the board:
        | territory | owner | armies |
        | alaska    | Red   | 5      |
        | alberta   | Red   | 1      |
        | ontario   | Red   | 1      |
        | quebec    | Red   | 1      |
      When Red fortifies quebec from alaska with 4 armies
      Then alaska has 1 army
      And quebec has 5 armies
      And alberta has 1 army
      And it is Blue's turn in the reinforce phase

    @id:s206caa
    Scenario: A chain over a sea lane in the connected mode
      Given a 3-player game with the option fortify set to connected
      And it is Red's turn in the fortify phase
      And the board:
        | territory    | owner | armies |
        | brazil       | Red   | 4      |
        | north-africa | Red   | 1      |
        | egypt        | Red   | 1      |
      When Red fortifies egypt from brazil with 3 armies
      Then egypt has 4 armies
      And brazil has 1 army

    @id:scda4c8
    Scenario: A chain broken by an enemy territory in the connected mode
      Given a 3-player game with the option fortify set to connected
      And it is Red's turn in the fortify phase
      And the board:
        | territory           | owner | armies |
        | alaska              | Red   | 5      |
        | alberta             | Blue  | 1      |
        | northwest-territory | Green | 1      |
        | kamchatka           | Blue  | 1      |
        | ontario             | Red   | 1      |
        | quebec              | Red   | 2      |
      When Red fortifies ontario from alaska with 2 armies
      Then the action is refused under rule fortify.move with code fortify-not-connected

    @id:sa0b003
    Scenario: An enemy territory at the end of a chain in the connected mode
      Given a 3-player game with the option fortify set to connected
      And it is Red's turn in the fortify phase
      And the board:
        | territory | owner | armies |
        | alaska    | Red   | 5      |
        | alberta   | Red   | 1      |
        | ontario   | Blue  | 1      |
      When Red fortifies ontario from alaska with 2 armies
      Then the action is refused under rule fortify.move with code fortify-not-own

    @id:s16940e
    Scenario: Fortifying across the East Africa-Middle East lane on a board without it
      Given a 3-player game with the option board set to no-east-africa-middle-east
      And it is Red's turn in the fortify phase
      And the board:
        | territory   | owner | armies |
        | east-africa | Red   | 3      |
        | middle-east | Red   | 1      |
      When Red fortifies middle-east from east-africa with 1 army
      Then the action is refused under rule fortify.move with code fortify-not-connected

  @rule:fortify.optional
  Rule: Fortifying is optional, whether or not the player attacked

    @id:scac120
    Scenario: Fortifying without having attacked
      Given a 3-player game
      And it is Red's turn in the attack phase
      And the board:
        | territory | owner | armies |
        | alaska    | Red   | 5      |
        | alberta   | Red   | 1      |
      When Red ends the attack
      Then it is Red's turn in the fortify phase
      When Red fortifies alberta from alaska with 4 armies
      Then alberta has 5 armies
      And it is Blue's turn in the reinforce phase

    @id:sd54ea9
    Scenario: Ending the turn without fortifying
      Given a 3-player game
      And it is Red's turn in the attack phase
      And the board:
        | territory | owner | armies |
        | alaska    | Red   | 5      |
        | alberta   | Red   | 1      |
        | kamchatka | Blue  | 2      |
      And every other territory belongs to Green
      When Red ends the attack
      And Red ends the turn
      Then it is Blue's turn in the reinforce phase
      And Blue has 3 armies to place
      And alaska has 5 armies
      And alberta has 1 army

    @id:sac826b
    Scenario: Ending the turn without fortifying after a conquest
      Given a 3-player game
      And it is Red's turn in the attack phase
      And the board:
        | territory | owner | armies |
        | alaska    | Red   | 5      |
        | kamchatka | Blue  | 1      |
      And the dice will roll 6 6 6 against 1
      And the next card drawn will be ural
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 1 die
      And Red moves 3 armies in
      And Red ends the attack
      And Red ends the turn
      Then it is Blue's turn in the reinforce phase
      And alaska has 2 armies
      And kamchatka belongs to Red with 3 armies

    @id:s069b9d
    Scenario: Ending the turn after attacking and losing
      Given a 3-player game
      And it is Red's turn in the attack phase
      And the board:
        | territory | owner | armies |
        | alaska    | Red   | 5      |
        | kamchatka | Blue  | 2      |
      And the dice will roll 1 1 1 against 6 6
      When Red attacks kamchatka from alaska with 3 dice
      And Blue defends with 2 dice
      And Red ends the attack
      And Red ends the turn
      Then it is Blue's turn in the reinforce phase
      And alaska has 3 armies
