-- The import verdict and the landed cost estimate are kept while the listing and reference versions hold
-- (docs/decisions/0245): a change to the rules, rates, transit times or vessel offers they read moves the reference
-- version on, as a change to the countries and ports does.
DO $$
DECLARE
  reference_table text;
BEGIN
  FOREACH reference_table IN ARRAY ARRAY['import_rules', 'landed_cost_rates', 'transit_times', 'vessel_offers']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION "bump_reference_version"()', reference_table || '_reference_version', reference_table);
  END LOOP;
END;
$$;
