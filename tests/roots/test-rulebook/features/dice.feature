Feature: Dice

  @rule:attack.compare
  Rule: Ties go to the defender

    @id:s000001
    Scenario Outline: A tie
      Given a 3-player game
      When Red attacks kamchatka from alaska with <dice> dice

      Examples:
        | dice |
        | 1    |
