-- The deliveries that ended (delivered, or given up), by age: WebhookDeliveryWorker.forgetEnded
-- deletes those older than 30 days as each process starts and hourly (docs/decisions/0027).
-- Without it each of those looks read the whole table, the 30 days it keeps: 200 ms for
-- 300,000 rows here, once an hour per process, to find nothing most of the time; with it
-- 0.1 ms. A pending delivery is not in it: the worker's own index (due_idx) holds those.
CREATE INDEX webhook_deliveries_ended_idx ON webhook_deliveries (created_at)
  WHERE status <> 'pending';
