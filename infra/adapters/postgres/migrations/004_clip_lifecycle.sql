-- Clip lifecycle (issue 4): the catalog read model gains the file fingerprint, images, duplicate
-- flag, expiry and deletion, edits and per-day views. Its tables belong to the projection (so a
-- rebuild can recreate them), which only adds columns to tables it already has; rows projected
-- before this release lack the new facts. Dropping the tables and the checkpoint makes the
-- projector replay the catalogue from the first event when it next starts.
drop table if exists catalog_clip_views;
drop table if exists catalog_clips;
drop table if exists catalog_sellers;
delete from projection_checkpoints where name = 'catalog';
