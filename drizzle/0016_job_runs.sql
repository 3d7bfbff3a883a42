CREATE TABLE "job_runs" (
	"name" text NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	CONSTRAINT "job_runs_name_slot_pk" PRIMARY KEY("name","slot")
);
