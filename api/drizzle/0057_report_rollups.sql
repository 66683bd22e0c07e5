-- The reports' daily rollups (reports/reportRollups.ts): each India day's figures, so a year's
-- report reads a few hundred rows instead of every order. The triggers below write the India day
-- of every row a report counts that changes (a late refund or cancellation included) into
-- report_stale_days; the refresh recomputes those days from the orders themselves. The stale list
-- only grows by appending (no unique day): a refresh deletes only the rows it sees, so a change
-- still uncommitted then keeps its row for the next refresh.
CREATE TABLE "report_stale_days" ("day" date NOT NULL);--> statement-breakpoint
CREATE TABLE "report_day_orders" (
	"day" date PRIMARY KEY NOT NULL,
	"orders" integer NOT NULL,
	"value_paise" bigint NOT NULL
);--> statement-breakpoint
CREATE TABLE "report_day_money" (
	"day" date NOT NULL,
	"method" text NOT NULL,
	"payments" integer NOT NULL,
	"received_paise" bigint NOT NULL,
	"refunded_paise" bigint NOT NULL,
	PRIMARY KEY ("day", "method")
);--> statement-breakpoint
CREATE TABLE "report_day_pieces" (
	"day" date NOT NULL,
	"product_id" uuid NOT NULL,
	"section" text NOT NULL,
	"name" text NOT NULL,
	"sold" integer NOT NULL,
	"sold_rows" integer NOT NULL,
	"returns" integer NOT NULL,
	"exchanges" integer NOT NULL,
	"asked" integer NOT NULL,
	PRIMARY KEY ("day", "product_id", "section")
);--> statement-breakpoint
CREATE TABLE "report_day_sizes" (
	"day" date NOT NULL,
	"product_id" uuid NOT NULL,
	"size" text NOT NULL,
	"sold" integer NOT NULL,
	PRIMARY KEY ("day", "product_id", "size")
);--> statement-breakpoint
CREATE TABLE "report_day_returns" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"returns" integer NOT NULL,
	"exchanges" integer NOT NULL,
	PRIMARY KEY ("day", "dimension", "key"),
	CONSTRAINT "report_day_returns_dimension_check" CHECK ("dimension" in ('reason', 'size'))
);--> statement-breakpoint
-- The same by month (the first of the month as its day), summed from the days: a report over a
-- range reads its whole months here and only the days either side from the days' tables.
CREATE TABLE "report_month_money" (LIKE "report_day_money" INCLUDING ALL);--> statement-breakpoint
CREATE TABLE "report_month_pieces" (LIKE "report_day_pieces" INCLUDING ALL);--> statement-breakpoint
CREATE TABLE "report_month_sizes" (LIKE "report_day_sizes" INCLUDING ALL);--> statement-breakpoint
CREATE TABLE "report_month_returns" (LIKE "report_day_returns" INCLUDING ALL);--> statement-breakpoint
-- The sizes-off-their-chart figures (all time, ratings/sizeFit.ts's saidPerSize), rebuilt whole when
-- report_fit_stale has rows: any rating or return changes, or an order, line, buyer or piece
-- name that moves which size a rating counts under.
CREATE TABLE "report_fit_stale" ("at" timestamp with time zone DEFAULT now() NOT NULL);--> statement-breakpoint
CREATE TABLE "report_fit_sizes" (
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"size" text NOT NULL,
	"small" integer NOT NULL,
	"true" integer NOT NULL,
	"large" integer NOT NULL,
	PRIMARY KEY ("product_id", "size")
);--> statement-breakpoint
CREATE FUNCTION report_stale(days date[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_stale_days SELECT DISTINCT d FROM unnest(days) d WHERE d IS NOT NULL
$$;--> statement-breakpoint
CREATE FUNCTION report_day_of(at timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (at AT TIME ZONE 'Asia/Kolkata')::date
$$;--> statement-breakpoint
-- A buyer's fit answer counts under the size of her latest order of the piece.
CREATE FUNCTION report_fit_stale_if_rated(buyers uuid[], phones text[], piece uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_fit_stale SELECT now() WHERE EXISTS (
    SELECT FROM customers c JOIN product_ratings pr ON pr.customer_id = c.id
    WHERE (c.id = ANY (buyers) OR c.phone = ANY (phones)) AND (piece IS NULL OR pr.product_id = piece))
$$;--> statement-breakpoint
-- OLD is null on INSERT and NEW on DELETE, so each function reads both.
CREATE FUNCTION report_stale_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_stale(ARRAY[report_day_of(OLD.created_at), report_day_of(NEW.created_at)]);
  IF TG_OP <> 'INSERT' THEN
    PERFORM report_fit_stale_if_rated(ARRAY[OLD.customer_id, NEW.customer_id], ARRAY[OLD.phone, NEW.phone], NULL);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION report_stale_order_line() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_stale(ARRAY(SELECT report_day_of(o.created_at) FROM orders o WHERE o.id IN (OLD.order_id, NEW.order_id)));
  PERFORM report_fit_stale_if_rated(array_agg(o.customer_id), array_agg(o.phone), l.product_id)
    FROM orders o, (VALUES (OLD.order_id, OLD.product_id), (NEW.order_id, NEW.product_id)) AS l(order_id, product_id)
    WHERE o.id = l.order_id GROUP BY l.product_id;
  -- A returned piece's size counts under the line's.
  IF EXISTS (SELECT FROM return_requests r WHERE r.line_id IN (OLD.id, NEW.id) AND r.state <> 'refused') THEN
    INSERT INTO report_fit_stale DEFAULT VALUES;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A refund's method is its payment's (cash without one): a payment's method or id changing, or
-- the payment going, moves the days of the refunds that name it.
CREATE FUNCTION report_stale_payment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_stale(ARRAY[report_day_of(OLD.created_at), report_day_of(NEW.created_at),
    report_day_of(OLD.refund_processed_at), report_day_of(NEW.refund_processed_at)]);
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND (OLD.method, OLD.provider_payment_id) IS DISTINCT FROM (NEW.method, NEW.provider_payment_id)) THEN
    PERFORM report_stale(ARRAY(SELECT report_day_of(r.processed_at) FROM refunds r
      WHERE r.provider_payment_id IN (OLD.provider_payment_id, NEW.provider_payment_id)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION report_stale_refund() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_stale(ARRAY[report_day_of(OLD.processed_at), report_day_of(NEW.processed_at)]);
  RETURN NULL;
END $$;--> statement-breakpoint
-- A request counts on the day it was made (by reason, by size) and on its order's day (the
-- pieces' return rate).
CREATE FUNCTION report_stale_return() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_stale(ARRAY[report_day_of(OLD.created_at), report_day_of(NEW.created_at)]
    || ARRAY(SELECT report_day_of(o.created_at) FROM order_lines l JOIN orders o ON o.id = l.order_id
      WHERE l.id IN (OLD.line_id, NEW.line_id)));
  INSERT INTO report_fit_stale DEFAULT VALUES;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION report_fit_stale_now() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_fit_stale DEFAULT VALUES;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION report_fit_stale_buyer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_fit_stale_if_rated(ARRAY[OLD.id, NEW.id], ARRAY[]::text[], NULL);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Emptying a table by TRUNCATE fires no row trigger: every day rolled up is recomputed.
CREATE FUNCTION report_stale_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_stale_days
    SELECT day FROM report_day_orders UNION SELECT day FROM report_day_money
    UNION SELECT day FROM report_day_pieces UNION SELECT day FROM report_day_returns;
  INSERT INTO report_fit_stale DEFAULT VALUES;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_report_stale" AFTER INSERT OR DELETE OR UPDATE OF created_at, deleted, fulfilment, total_paise, customer_id, phone
  ON "orders" FOR EACH ROW EXECUTE FUNCTION report_stale_order();--> statement-breakpoint
CREATE TRIGGER "order_lines_report_stale" AFTER INSERT OR DELETE OR UPDATE OF order_id, product_id, name, section, stock_keys
  ON "order_lines" FOR EACH ROW EXECUTE FUNCTION report_stale_order_line();--> statement-breakpoint
CREATE TRIGGER "payments_report_stale" AFTER INSERT OR DELETE OR UPDATE OF created_at, method, amount_paise, refund_processed_at, refunded_paise, provider_payment_id
  ON "payments" FOR EACH ROW EXECUTE FUNCTION report_stale_payment();--> statement-breakpoint
CREATE TRIGGER "refunds_report_stale" AFTER INSERT OR DELETE OR UPDATE OF status, processed_at, amount_paise, provider_payment_id
  ON "refunds" FOR EACH ROW EXECUTE FUNCTION report_stale_refund();--> statement-breakpoint
CREATE TRIGGER "return_requests_report_stale" AFTER INSERT OR DELETE OR UPDATE OF kind, state, reason, line_id, created_at
  ON "return_requests" FOR EACH ROW EXECUTE FUNCTION report_stale_return();--> statement-breakpoint
CREATE TRIGGER "product_ratings_report_stale" AFTER INSERT OR DELETE OR UPDATE OF customer_id, product_id, fit
  ON "product_ratings" FOR EACH STATEMENT EXECUTE FUNCTION report_fit_stale_now();--> statement-breakpoint
CREATE TRIGGER "products_report_stale" AFTER UPDATE OF name
  ON "products" FOR EACH STATEMENT EXECUTE FUNCTION report_fit_stale_now();--> statement-breakpoint
CREATE TRIGGER "customers_report_stale" AFTER DELETE OR UPDATE OF phone
  ON "customers" FOR EACH ROW EXECUTE FUNCTION report_fit_stale_buyer();--> statement-breakpoint
CREATE TRIGGER "orders_report_truncate" AFTER TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION report_stale_all();--> statement-breakpoint
CREATE TRIGGER "order_lines_report_truncate" AFTER TRUNCATE ON "order_lines" FOR EACH STATEMENT EXECUTE FUNCTION report_stale_all();--> statement-breakpoint
CREATE TRIGGER "payments_report_truncate" AFTER TRUNCATE ON "payments" FOR EACH STATEMENT EXECUTE FUNCTION report_stale_all();--> statement-breakpoint
CREATE TRIGGER "refunds_report_truncate" AFTER TRUNCATE ON "refunds" FOR EACH STATEMENT EXECUTE FUNCTION report_stale_all();--> statement-breakpoint
CREATE TRIGGER "return_requests_report_truncate" AFTER TRUNCATE ON "return_requests" FOR EACH STATEMENT EXECUTE FUNCTION report_stale_all();--> statement-breakpoint
CREATE TRIGGER "product_ratings_report_truncate" AFTER TRUNCATE ON "product_ratings" FOR EACH STATEMENT EXECUTE FUNCTION report_stale_all();--> statement-breakpoint
CREATE TRIGGER "customers_report_truncate" AFTER TRUNCATE ON "customers" FOR EACH STATEMENT EXECUTE FUNCTION report_stale_all();--> statement-breakpoint
INSERT INTO report_fit_stale DEFAULT VALUES;--> statement-breakpoint
-- A store that already has orders: every day with anything to count is rolled up at the first refresh.
INSERT INTO report_stale_days
  SELECT report_day_of(created_at) FROM orders
  UNION SELECT report_day_of(created_at) FROM payments
  UNION SELECT report_day_of(refund_processed_at) FROM payments WHERE refund_processed_at IS NOT NULL
  UNION SELECT report_day_of(processed_at) FROM refunds WHERE processed_at IS NOT NULL
  UNION SELECT report_day_of(created_at) FROM return_requests;
