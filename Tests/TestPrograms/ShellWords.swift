/// A command line split as a POSIX shell splits it, for tests that parse a printed command back.
public enum ShellWords {
    /// `text`'s words: apart at spaces, single quotes kept together, a backslash outside them
    /// taking the next character as it is.
    public static func split(_ text: String) -> [String] {
        var (words, word, quoted, started, escaped) = ([String](), "", false, false, false)
        for character in text {
            if escaped {
                (word, started, escaped) = (word + String(character), true, false)
            } else if character == "\\" && !quoted {
                escaped = true
            } else if character == "'" {
                (quoted, started) = (!quoted, true)
            } else if character == " " && !quoted {
                if started { words.append(word) }
                (word, started) = ("", false)
            } else {
                word.append(character)
                started = true
            }
        }
        if started { words.append(word) }
        return words
    }
}
