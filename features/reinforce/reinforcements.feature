Feature: Reinforcements at the start of a turn
  A turn begins with new armies: one for every three territories held, never fewer
  than three, and a bonus for every whole continent held. They are counted when the
  previous player ends the turn.

  Background:
    Given a 3-player game
    And it is Green's turn in the fortify phase

  @rule:reinforce.territories
  Rule: A player receives one army for every three territories held, fractions dropped

    @id:sfcd2f5
    Scenario Outline: Armies for the territories held
      Given Red holds <held> territories, no continent whole
      When Green ends the turn
      Then it is Red's turn in the reinforce phase
      And Red has <armies> armies to place

      Examples:
        | held | armies |
        | 9    | 3      |
        | 11   | 3      |
        | 12   | 4      |
        | 14   | 4      |
        | 15   | 5      |
        | 17   | 5      |
        | 20   | 6      |
        | 29   | 9      |
        | 30   | 10     |
        | 36   | 12     |

    @id:sd9a8d9
    Scenario: Territories counted from the board as it stands at the end of the previous turn
      Given the board:
        | territory | owner | armies |
        | alaska    | Red   | 1      |
        | peru      | Red   | 1      |
        | iceland   | Red   | 1      |
        | egypt     | Red   | 1      |
        | ural      | Red   | 1      |
        | siam      | Red   | 1      |
        | japan     | Red   | 1      |
        | china     | Red   | 1      |
        | indonesia | Red   | 1      |
        | brazil    | Red   | 1      |
        | quebec    | Red   | 1      |
        | ukraine   | Red   | 1      |
        | greenland | Green | 1      |
      And every other territory belongs to Blue
      When Green ends the turn
      Then Red has 4 armies to place

  @rule:reinforce.minimum
  Rule: A player always receives at least three armies for territories

    @id:sb964a1
    Scenario Outline: Fewer than nine territories still give three armies
      Given Red holds <held> territories, no continent whole
      When Green ends the turn
      Then it is Red's turn in the reinforce phase
      And Red has 3 armies to place

      Examples:
        | held |
        | 1    |
        | 2    |
        | 3    |
        | 5    |
        | 8    |

  @rule:reinforce.continents
  Rule: Each whole continent held at the start of the turn adds its bonus

    @id:s466287
    Scenario Outline: The bonus of each continent
      Given Red holds the whole of <continent> and nothing else
      When Green ends the turn
      Then it is Red's turn in the reinforce phase
      And Red has <armies> armies to place

      Examples: one continent (territory armies + bonus)
        | continent     | armies |
        | north-america | 8      |
        | south-america | 5      |
        | europe        | 8      |
        | africa        | 6      |
        | asia          | 11     |
        | australia     | 5      |

      Examples: several continents add up
        | continent                       | armies |
        | north-america, south-america    | 11     |
        | europe, africa                  | 12     |
        | asia, australia                 | 14     |
        | south-america, africa, australia | 11    |

    @id:scec0e0
    Scenario: A continent named on the board table
      Given the board:
        | territory         | owner | armies |
        | indonesia         | Red   | 1      |
        | new-guinea        | Red   | 1      |
        | western-australia | Red   | 1      |
        | eastern-australia | Red   | 1      |
      And every other territory belongs to Green
      When Green ends the turn
      Then Red has 5 armies to place

    @id:sd90b3f
    Scenario: A continent short of one territory gives no bonus
      Given the board:
        | territory         | owner | armies |
        | indonesia         | Red   | 1      |
        | new-guinea        | Red   | 1      |
        | western-australia | Red   | 1      |
        | eastern-australia | Blue  | 1      |
      And every other territory belongs to Green
      When Green ends the turn
      Then Red has 3 armies to place
