import { z } from 'zod';

/**
 * The services that answer HTTP when each runs alone (docs/api.md, Which service answers): a
 * route's owner, which the gateway routes it to. Health routes and this document are in every one.
 */
export const API_SERVICES = ['command-api', 'query-api'] as const;
export type ApiService = (typeof API_SERVICES)[number];

interface DocumentedRoute {
  method: string;
  path: string;
  summary: string;
  access: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The service that mounts it (set by `ownedBy`), documented as `x-service` and as its tag. */
  service?: ApiService;
}

export interface OpenApiRegistry {
  add(route: DocumentedRoute): void;
  document(): object;
}

const errorBody = {
  type: 'object',
  properties: {
    success: { const: false },
    error: {
      type: 'object',
      properties: {
        code: { type: 'string' },
        message: { type: 'string', description: 'Thai' },
        fields: { type: 'array' },
      },
      required: ['code', 'message'],
    },
  },
};

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, object>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

/**
 * The registry as one service's routers see it: every route they add is documented as that
 * service's. tests/deploy/routeOwnership.int.test.ts composes each service alone and checks that
 * it serves exactly the routes marked as its own, and that the gateway sends each to it.
 */
export function ownedBy(registry: OpenApiRegistry, service: ApiService): OpenApiRegistry {
  return {
    add: (route) => registry.add({ ...route, service }),
    document: () => registry.document(),
  };
}

/** The OpenAPI 3.1 document, generated from the same zod schemas that validate requests. */
export function openApiRegistry(): OpenApiRegistry {
  const routes: DocumentedRoute[] = [];
  return {
    add: (route) => void routes.push(route),
    document() {
      const paths: Record<string, Record<string, object>> = {};
      for (const route of routes) {
        const path = `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;
        paths[path] ??= {};
        paths[path][route.method] = {
          summary: route.summary,
          ...(route.service ? { tags: [route.service], 'x-service': route.service } : {}),
          ...(route.access === 'public' ? {} : { security: [{ bearer: [] }], 'x-access': route.access }),
          parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
          ...(route.body
            ? {
                requestBody: {
                  required: true,
                  content: {
                    'application/json': {
                      schema: z.toJSONSchema(route.body, { io: 'input', unrepresentable: 'any' }),
                    },
                  },
                },
              }
            : {}),
          responses: {
            '200': { description: '{ success: true, data, position? }' },
            '400': { description: 'validation', content: { 'application/json': { schema: errorBody } } },
            ...(route.access === 'public'
              ? {}
              : { '401': { description: 'not signed in' }, '403': { description: 'not allowed' } }),
          },
        };
      }
      return {
        openapi: '3.1.0',
        info: {
          title: 'dashclip API',
          version: '0.1.0',
          description:
            'แดชคลิป — every answer is { success, data } or { success:false, error:{ code, message } }; ' +
            '`x-service` names the service that answers an operation when each runs alone (docs/api.md)',
        },
        tags: [
          {
            name: 'command-api',
            description:
              'Answered by command-api: commands, and the media, streaming, downloads, payment provider and tus uploads',
          },
          { name: 'query-api', description: 'Answered by query-api: reads of the read models' },
        ],
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
        paths,
      };
    },
  };
}
