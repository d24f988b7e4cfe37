"""riftboard: a Riftbound rules sandbox that explains who dealt the damage and who gets the kill."""
