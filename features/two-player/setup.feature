Feature: Setting up the two-player game
  With two players the territories are not claimed: they are dealt into three piles of
  14, one for each player and one for the neutral, and each gets one army. Then the
  players take turns placing two armies of their own and one neutral army.

  @rule:two-player.deal
  Rule: The territories are dealt into three equal piles, one army on each

    @id:s425890
    Scenario: Each player and the neutral get 14 territories with one army on each
      Given a 2-player game
      When the players roll for the first turn rolling 2 5
      And the territories are dealt:
        | territory             | owner |
        | alaska                | Red   |
        | greenland             | Red   |
        | ontario               | Red   |
        | western-united-states | Red   |
        | central-america       | Red   |
        | peru                  | Red   |
        | argentina             | Red   |
        | great-britain         | Red   |
        | northern-europe       | Red   |
        | southern-europe       | Red   |
        | north-africa          | Red   |
        | east-africa           | Red   |
        | south-africa          | Red   |
        | ural                  | Red   |
        | northwest-territory   | Blue  |
        | alberta               | Blue  |
        | quebec                | Blue  |
        | eastern-united-states | Blue  |
        | venezuela             | Blue  |
        | brazil                | Blue  |
        | iceland               | Blue  |
        | scandinavia           | Blue  |
        | western-europe        | Blue  |
        | ukraine               | Blue  |
        | egypt                 | Blue  |
        | congo                 | Blue  |
        | madagascar            | Blue  |
        | siberia               | Blue  |
      Then Red holds 14 territories with 1 army each
      And Blue holds 14 territories with 1 army each
      And the neutral holds 14 territories with 1 army each
      And alaska belongs to Red with 1 army
      And siberia belongs to Blue with 1 army
      And kamchatka is neutral with 1 army
      And each player has 26 armies to place
      And the neutral has 26 armies to place
      And it is Blue's turn in the setup phase

    @id:sec3fef
    Scenario: A deal of unequal piles
      Given a 2-player game
      When the players roll for the first turn rolling 2 5
      And the territories are dealt:
        | territory             | owner |
        | alaska                | Red   |
        | greenland             | Red   |
        | ontario               | Red   |
        | western-united-states | Red   |
        | central-america       | Red   |
        | peru                  | Red   |
        | argentina             | Red   |
        | great-britain         | Red   |
        | northern-europe       | Red   |
        | southern-europe       | Red   |
        | north-africa          | Red   |
        | east-africa           | Red   |
        | south-africa          | Red   |
        | ural                  | Red   |
        | northwest-territory   | Blue  |
        | alberta               | Blue  |
        | quebec                | Blue  |
        | eastern-united-states | Blue  |
        | venezuela             | Blue  |
        | brazil                | Blue  |
        | iceland               | Blue  |
        | scandinavia           | Blue  |
        | western-europe        | Blue  |
        | ukraine               | Blue  |
        | egypt                 | Blue  |
        | congo                 | Blue  |
        | madagascar            | Blue  |
      Then the action is malformed

  @rule:two-player.place
  Rule: Each placing turn is two armies of one's own, then one neutral army

    Background:
      Given a 2-player game
      And the board:
        | territory | owner   | armies |
        | alaska    | Red     | 1      |
        | kamchatka | Blue    | 1      |
        | greenland | neutral | 1      |
      And it is Red's turn to place a setup army

    @id:sad713d
    Scenario: Two own armies, then one neutral army, then the other player places
      Given Red has 26 armies to place
      And the neutral has 26 armies to place
      When Red places a setup army on alaska
      Then alaska belongs to Red with 2 armies
      And it is Red's turn in the setup phase
      When Red places a setup army on alaska
      Then alaska belongs to Red with 3 armies
      And Red has 24 armies to place
      And it is Red's turn in the setup phase
      When Red places a setup army on greenland
      Then greenland is neutral with 2 armies
      And the neutral has 25 armies to place
      And Red has 24 armies to place
      And it is Blue's turn in the setup phase

    @id:s372919
    Scenario: Placing the neutral army before one's own two
      When Red places a setup army on greenland
      Then the action is refused under rule two-player.place with code two-player-own-first

    @id:s6e397e
    Scenario: Placing an own army on the opponent's territory
      When Red places a setup army on kamchatka
      Then the action is refused under rule two-player.place with code two-player-own-first

    @id:se21ce8
    Scenario: Placing a third army of one's own
      When Red places a setup army on alaska
      And Red places a setup army on alaska
      And Red places a setup army on alaska
      Then the action is refused under rule two-player.place with code two-player-neutral-target

    @id:s768b5e
    Scenario: Placing the neutral army on the opponent's territory
      When Red places a setup army on alaska
      And Red places a setup army on alaska
      And Red places a setup army on kamchatka
      Then the action is refused under rule two-player.place with code two-player-neutral-target

    @rule:setup.first-turn @id:sfb2b6e
    Scenario: After the last neutral army the winner of the roll takes the first turn
      Given Blue won the roll for the first turn
      And Red has 2 armies to place
      And Blue has 0 armies to place
      And the neutral has 1 army to place
      When Red places a setup army on alaska
      And Red places a setup army on alaska
      And Red places a setup army on greenland
      Then greenland is neutral with 2 armies
      And the neutral has 0 armies to place
      And it is Blue's turn in the reinforce phase
      And Blue has 4 armies to place
