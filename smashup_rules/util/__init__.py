"""Small helpers with no project imports: plain records, stable ids, counted words, the user cache folder."""
