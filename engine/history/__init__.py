"""Every finished deal remembered: the history store and its statistics (no Qt).

- :mod:`.schema`: the versioned SQLite schema and its migrations;
- :mod:`.store`: opening (a bad file is set aside), storing deals and grades;
- :mod:`.facts`: what a deal means from the user's seat (role, contract kind...);
- :mod:`.aggregates`: the statistics as SQL aggregates under a filter;
- :mod:`.spielliste`: the Skat score list in its three modes;
- :mod:`.rating`: a Glicko-2 skill rating against computer levels;
- :mod:`.grading`: the coach's grades of the user's decisions as rows and back;
- :mod:`.luck`: what the Strong computer scores with the user's cards;
- :mod:`.importing`: existing records into the history.
"""
