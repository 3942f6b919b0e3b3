import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../features/about/components/AboutPage.tsx';

export const Route = createFileRoute('/about')({ component: AboutPage });
