import { z } from 'zod';

interface DocumentedRoute {
  method: string;
  path: string;
  summary: string;
  access: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
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
            'แดชคลิป — every answer is { success, data } or { success:false, error:{ code, message } }',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
        paths,
      };
    },
  };
}
