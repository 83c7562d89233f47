Feature: Players and starting armies
  Two to six players can play. Each starts with a number of armies that depends on how
  many are playing; in the two-player game a neutral force of 40 armies joins them.

  @rule:setup.players
  Rule: Two to six players take part

    @id:s9e7d18
    Scenario Outline: A game of two to six players is set up
      When a game of <players> players is set up
      Then the <players> players roll for the first turn

      Examples:
        | players |
        | 2       |
        | 3       |
        | 4       |
        | 5       |
        | 6       |

    @id:s58f0b1
    Scenario Outline: Too few or too many players
      When a game of <players> players is set up
      Then setting up is refused under rule setup.players with code player-count

      Examples:
        | players |
        | 1       |
        | 7       |

  @rule:setup.armies
  Rule: The starting armies depend on the number of players

    @id:se683ac
    Scenario Outline: Starting armies for each number of players
      Given a <players>-player game
      Then each player has <armies> armies to place
      And the neutral has <neutral> armies to place

      Examples:
        | players | armies | neutral |
        | 2       | 40     | 40      |
        | 3       | 35     | 0       |
        | 4       | 30     | 0       |
        | 5       | 25     | 0       |
        | 6       | 20     | 0       |

    @id:sa083f1
    Scenario: The older two-player rule gives 50 armies each and no neutral
      Given a 2-player game with the option two-player set to no-neutral
      Then each player has 50 armies to place
      And the neutral has 0 armies to place
      When the players roll for the first turn rolling 2 5
      Then it is Blue's turn in the claim phase
