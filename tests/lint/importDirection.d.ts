import type { ESLint, Rule } from 'eslint';

export interface Layer {
  layer: string;
  side?: string;
  system?: string;
}
export const SQL_PORT: string;
export const ADAPTER_DEPENDENCIES: Record<string, string[]>;
export function layerOf(file: string): Layer;
export function isTestCode(file: string): boolean;
export function refusal(from: string, to: string): string | null;
export const importDirection: Rule.RuleModule;
export const importDirectionPlugin: ESLint.Plugin;
