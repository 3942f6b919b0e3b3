-- Search (issue 5): the search index gains pins, time of day, views, versions and title terms for
-- typeahead, and the projection keeps its own view counts. Its tables belong to the projection;
-- dropping them and the checkpoint makes the projector rebuild the index from the first event
-- when it next starts.
drop table if exists clip_search;
drop table if exists clip_search_terms;
drop table if exists search_clip_views;
drop table if exists search_clip_sources;
drop table if exists search_erased_sellers;
delete from projection_checkpoints where name = 'search';
