// The package's Vue template types for the four tags.
import type {} from 'codespecweave-widgets/vue';
