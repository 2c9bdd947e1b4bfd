import { trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, type SpanExporter } from '@opentelemetry/sdk-trace-node';
import FastifyOtelInstrumentation from '@fastify/otel';
import type { FastifyPluginAsync } from 'fastify';
import pg from 'pg';

/** Traces of requests (Fastify's own instrumentation) and database statements, sent to an OTLP collector. */
export interface Tracing {
  /** Registered first in the app, so every route and hook is traced. */
  plugin: FastifyPluginAsync;
  /** Log lines written inside a traced request carry its trace and span ids. */
  logMixin: () => Record<string, string>;
  /** Sends the spans still buffered (tests; the process end). */
  flush: () => Promise<void>;
  shutdown: () => Promise<void>;
}

/**
 * Starts tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/decisions/0272); nothing at all otherwise, so an
 * unconfigured server pays nothing. Process-wide: call once, before the database opens. `exporter` replaces the OTLP
 * one (tests).
 */
export function startTracing(
  options: { endpoint: string; serviceName: string },
  exporter: SpanExporter = new OTLPTraceExporter({ url: `${options.endpoint.replace(/\/$/, '')}/v1/traces` }),
): Tracing {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors: [new BatchSpanProcessor(exporter)],
  });
  // The global provider and its context manager (AsyncLocalStorage): a statement's span is a child of its request's.
  provider.register();
  // The server's modules are ES modules, which the instrumentations' require hooks do not see: pg's client is patched
  // here, in place, which every pool of the process uses.
  const pgInstrumentation = new PgInstrumentation({ enabled: false, requireParentSpan: true });
  pgInstrumentation.setTracerProvider(provider);
  for (const definition of pgInstrumentation.getModuleDefinitions()) {
    if (definition.name === 'pg') definition.patch?.(pg);
  }
  // One span per request (named by its method and route pattern) and one for its handler; a span for each of the
  // twenty-odd hooks a request passes would cost more than it tells.
  const fastifyInstrumentation = new FastifyOtelInstrumentation({
    registerOnInitialization: false,
    instrumentHooks: false,
    requestHook: (span, request) => span.updateName(`${request.method} ${request.routeOptions.url ?? 'unmatched'}`),
  });
  fastifyInstrumentation.setTracerProvider(provider);
  return {
    plugin: fastifyInstrumentation.plugin() as unknown as FastifyPluginAsync,
    logMixin: (): Record<string, string> => {
      const context = trace.getActiveSpan()?.spanContext();
      return context ? { traceId: context.traceId, spanId: context.spanId } : {};
    },
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}
