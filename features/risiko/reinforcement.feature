@ruleset:risiko
Feature: Reinforcements in Risiko!
  Risiko! counts the armies for territories as the classic game does, one for every
  three held, and keeps the classic minimum of three.

  Background:
    Given a 3-player game of risiko
    And it is Green's turn in the fortify phase

  @rule:reinforce.minimum
  Rule: A player always receives at least three armies for territories

    @id:s7cccee
    Scenario Outline: Fewer than nine territories still give three armies
      Given Red holds <held> territories, no continent whole
      When Green ends the turn
      Then it is Red's turn in the reinforce phase
      And Red has 3 armies to place

      Examples:
        | held |
        | 2    |
        | 8    |
