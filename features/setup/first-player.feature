Feature: Who goes first
  Each player rolls a die; the highest roll claims the first territory. Players who tie
  for the highest roll roll again, and only they do.

  @rule:setup.first-player
  Rule: The highest roll goes first; those tied for highest roll again

    @id:s292876
    Scenario Outline: The highest roll claims first
      Given a 3-player game
      When the players roll for the first turn rolling <roll>
      Then it is <first>'s turn in the claim phase

      Examples:
        | roll  | first |
        | 6 2 4 | Red   |
        | 2 6 4 | Blue  |
        | 1 3 5 | Green |
        | 5 3 3 | Red   |
        | 1 1 2 | Green |

    @id:s91ed37
    Scenario Outline: Players tied for the highest roll roll again
      Given a 4-player game
      When the players roll for the first turn rolling <roll>
      Then <tied> roll again for the first turn
      When the players roll for the first turn rolling <again>
      Then it is <first>'s turn in the claim phase

      Examples:
        | roll    | tied                        | again   | first  |
        | 6 2 6 1 | Red and Green               | 2 5     | Green  |
        | 3 5 1 5 | Blue and Yellow             | 4 1     | Blue   |
        | 4 4 4 2 | Red, Blue and Green         | 1 3 2   | Blue   |
        | 6 6 6 6 | Red, Blue, Green and Yellow | 3 2 1 5 | Yellow |

    @id:s5d8a30
    Scenario: A tie in the second roll leads to a third
      Given a 4-player game
      When the players roll for the first turn rolling 5 5 2 1
      Then Red and Blue roll again for the first turn
      When the players roll for the first turn rolling 3 3
      Then Red and Blue roll again for the first turn
      When the players roll for the first turn rolling 1 4
      Then it is Blue's turn in the claim phase

    @id:sd9fbc8
    Scenario: A re-roll with a die for every player, not only the tied ones
      Given a 4-player game
      When the players roll for the first turn rolling 6 6 2 1
      And the players roll for the first turn rolling 3 4 1 1
      Then the action is malformed
