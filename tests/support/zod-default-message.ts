/**
 * zod's own wording for a broken limit or choice ('Too big: expected number to be <=120'): text
 * for developers that must never reach a person. A wrong JSON type ('Invalid input: expected
 * string, received number') only reaches API callers, who are developers, so it is allowed.
 */
export const ZOD_DEFAULT_MESSAGE = /^(?:[\w.[\]]+: )?(?:Too (?:big|small): expected|Invalid (?:option: expected|string: must|input$|(?:date|number|type)$))/;
