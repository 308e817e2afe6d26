// The booking fields' problems in each language the pages speak, in one table: the contract and the
// API's JSON say them in English (booking-fields.ts), the /es/book/ form and <repair-booking> on a
// Spanish page in Spanish. A file of its own, so the English widget's bundle never carries the Spanish.
import { FIELD_MESSAGES, NAME_MAX, NOTES_MAX, type BookingField } from "./booking-fields.ts";
import type { Language } from "./languages.ts";

/**
 * What each field's problem says in each language the pages speak: the API's JSON keeps English (its
 * clients read the fields), the page a visitor posted from says them in its own language.
 */
export const FIELD_MESSAGES_IN: Record<Language, { readonly [F in BookingField]: string }> = {
  en: FIELD_MESSAGES,
  es: {
    service: "Elija la reparación.",
    model: "Elija su modelo de iPhone de la lista, o déjelo vacío.",
    start: "Elija uno de los horarios libres.",
    name: `Escriba su nombre (${NAME_MAX} caracteres como máximo).`,
    phone: "Escriba un número de teléfono de EE. UU., como 478-555-0100.",
    email: "Escriba un correo electrónico como usted@ejemplo.com, o déjelo vacío.",
    notes: `La nota debe tener menos de ${NOTES_MAX} caracteres.`,
  },
};
