/** The METRICS_TOKEN of the server the journeys run against, so a journey can read its own figures. */
export const JOURNEYS_METRICS_TOKEN = 'journeys-metrics-token-0123456789';
